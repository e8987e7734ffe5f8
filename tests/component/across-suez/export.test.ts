// el.toSVG() and el.toPNG() in a real browser: the board as it is, drawn by
// the element's own board, standalone, in the page's theme; and the compact
// position string in the position attribute.
import { expect } from '@esm-bundle/chai';
import { mount } from './mount.js';
import { viewBox } from '../../../component/hexmap/diagram.js';
import { layoutFor } from '../../../component/hexmap/geometry.js';

/** The view's own crop, as the command line draws it (the element may widen it to fit its frame: view-frame.ts). */
const crop = (el: { view: string | null; game: { map: Parameters<typeof layoutFor>[0] } | null }) =>
  viewBox(layoutFor(el.game!.map), el.view, el.game!.map.hexes);

const diagram = `<across-suez readonly view="0107 0815" highlights="0411" arrows="0308-0410"
  position="2ic/reshev-2@0410,matt-1@0311,16-1@0411" style="--as-israeli: #123456"></across-suez>`;

describe('<across-suez> images', () => {
  afterEach(() => document.body.replaceChildren());

  it('reads a compact position string in its position attribute', async () => {
    const el = await mount(diagram);
    expect(el.game!.unit('reshev-2').hex).to.equal('0410');
    expect(el.game!.phase).to.equal('combat');
    expect(el.game!.units().filter((u) => u.hex)).to.have.length(3);
  });

  it('toSVG: a standalone SVG of the diagram, its counters, rings and arrows, in the page theme', async () => {
    const el = await mount(diagram);
    const svg = await el.toSVG();
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).to.equal(null);
    const root = doc.documentElement;
    const box = (v: string | null) => v!.split(' ').map((n) => Math.round(Number(n)));
    expect(box(root.getAttribute('viewBox'))).to.deep.equal(box(crop(el)));
    expect([...root.querySelectorAll('[data-unit]')].map((u) => u.getAttribute('data-unit'))).to.have.members([
      'reshev-2',
      'matt-1',
      '16-1',
    ]);
    expect(root.querySelectorAll('.highlight')).to.have.length(1);
    expect(root.querySelectorAll('line.arrow')).to.have.length(1);
    expect(root.querySelectorAll('[role=gridcell], .cursor')).to.have.length(0);
    expect(svg).to.contain('.counter.israeli rect.body{fill:#123456}');
    expect(svg).not.to.match(/var\(--|<!--|:host/);
  });

  it('toPNG: a PNG twice the size of the view, which the browser decodes', async () => {
    const el = await mount(diagram);
    const png = await el.toPNG({ legend: true });
    expect(png.type).to.equal('image/png');
    const img = new Image();
    img.src = URL.createObjectURL(png);
    await img.decode();
    const [, , w] = crop(el).split(' ').map(Number);
    expect(img.naturalWidth).to.equal(Math.round(w! * 2));
  });
});
