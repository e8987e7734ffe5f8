// <yom-kippur>'s images in a real browser: el.toSVG() and el.toPNG() give the
// board as it is (reduced faces, shock markers, rings and arrows), standalone
// and in the page's theme; and the compact position string in its position
// attribute, which the share menu copies back.
import { expect } from '@esm-bundle/chai';
import { mount } from './mount.js';
import { viewBox } from '../../../component/hexmap/diagram.js';
import { layoutFor } from '../../../component/hexmap/geometry.js';

/** The view's own crop, as the command line draws it (the element may widen it to fit its frame: view-frame.ts). */
const crop = (el: { view: string | null; game: { map: Parameters<typeof layoutFor>[0] } | null }) =>
  viewBox(layoutFor(el.game!.map), el.view, el.game!.map.hexes);

const position = '3ec/il-14-armd@1019,eg-136-mech.sh3e,eg-15-armd.r';
const diagram = `<yom-kippur readonly view="0605 1020" highlights="1019" arrows="0916-1019"
  position="${position}" style="--yk-egyptian: #654321"></yom-kippur>`;

describe('<yom-kippur> images', () => {
  afterEach(() => document.body.replaceChildren());

  it('reads a compact position string in its position attribute (B-C reduced, B-N.2b shock)', async () => {
    const el = await mount(diagram);
    const g = el.game!;
    expect(g.unit('il-14-armd').hex).to.equal('1019');
    expect(g.unit('eg-15-armd').steps).to.equal(1);
    expect(g.unit('eg-136-mech').markers.map((m) => m.kind)).to.deep.equal(['shock']);
    expect([g.turn, g.phasingSide, g.phase]).to.deep.equal([3, 'egyptian', 'combat']);
    expect(await g.positionText({ header: false, dice: false })).to.equal(position);
  });

  it('toSVG: a standalone SVG of the diagram, its faces, rings and arrows, in the page theme', async () => {
    const el = await mount(diagram);
    const svg = await el.toSVG();
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).to.equal(null);
    const root = doc.documentElement;
    const box = (v: string | null) => v!.split(' ').map((n) => Math.round(Number(n)));
    expect(box(root.getAttribute('viewBox'))).to.deep.equal(box(crop(el)));
    const drawn = [...el.shadowRoot!.querySelectorAll('[data-unit]')].map((u) => u.getAttribute('data-unit'));
    expect([...root.querySelectorAll('[data-unit]')].map((u) => u.getAttribute('data-unit'))).to.have.members(drawn);
    expect(root.querySelector('[data-unit="eg-15-armd"]')!.classList.contains('reduced')).to.equal(true);
    expect(root.querySelectorAll('.highlight')).to.have.length(1);
    expect(root.querySelectorAll('line.arrow')).to.have.length(1);
    expect(root.querySelectorAll('[role=gridcell], .cursor')).to.have.length(0);
    expect(svg).to.contain('.counter.egyptian rect.body{fill:#654321}');
    expect(svg).not.to.match(/var\(--|<!--|:host/);
    const legend = await el.toSVG({ legend: true });
    // a narrow view's caption goes on two lines, broken between its parts (issue 33, polish)
    expect(legend)
      .to.contain('>Game-Turn 3 (10-11 Oct)</text>')
      .and.contain('>Egyptian — combat</text>')
      .and.contain('class="legend-key"');
  });

  it('toPNG: a PNG twice the size of the view, with its legend under it, which the browser decodes', async () => {
    const el = await mount(diagram);
    const png = await el.toPNG({ legend: true });
    expect(png.type).to.equal('image/png');
    const img = new Image();
    img.src = URL.createObjectURL(png);
    await img.decode();
    const [, , w, h] = crop(el).split(' ').map(Number);
    expect(img.naturalWidth).to.equal(Math.round(w! * 2));
    expect(img.naturalHeight).to.be.greaterThan(Math.round(h! * 2)); // the legend's band under the map
  });
});
