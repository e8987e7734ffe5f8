import { expect } from '@esm-bundle/chai';
import { mountTestMap, testMap, type TestHexMap } from './test-game.js';

const root = (el: TestHexMap) => el.shadowRoot!;
const cell = (el: TestHexMap, hex: string) => root(el).querySelector<SVGElement>(`#hex-${hex}`)!;
const counterAt = (el: TestHexMap, id: string) => root(el).querySelector<SVGGElement>(`[data-unit="${id}"]`)!;
const key = async (el: TestHexMap, k: string) => {
  root(el)
    .querySelector('svg.map')!
    .dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  await el.updateComplete;
};
/** The unit ids in drawing order: the last is on top. */
const drawn = (el: TestHexMap) => [...root(el).querySelectorAll('.counter')].map((c) => c.getAttribute('data-unit'));

describe('hexmap: a small test game drawn from its data', () => {
  afterEach(() => document.body.replaceChildren());

  it('draws every hex as a grid cell filled by its made-up terrain class, with the terrain marks the style table gives', async () => {
    const el = await mountTestMap();
    expect(root(el).querySelectorAll('[role=gridcell]')).to.have.length(Object.keys(testMap.hexes).length);
    expect(root(el).querySelectorAll('[role=row]')).to.have.length(testMap.rows);
    expect(root(el).querySelectorAll('.hex.t-moor')).to.have.length(8);
    expect(root(el).querySelectorAll('.hex.t-bog')).to.have.length(2);
    expect(root(el).querySelectorAll('.crag-mark')).to.have.length(2);
    expect(root(el).querySelector('.place')!.textContent).to.equal('Tor');
  });

  it('draws each hexside class as the style table says: between centres, on the edge, and on the edge when not listed', async () => {
    const el = await mountTestMap();
    expect(root(el).querySelectorAll('line.causeway')).to.have.length(2);
    expect(root(el).querySelectorAll('polyline.dry-stone-wall')).to.have.length(1);
    expect(root(el).querySelectorAll('polyline.brook')).to.have.length(1);
  });

  it('draws counters from unit data: a NATO symbol per type, the reduced face, the side by shape; units off the map are not drawn', async () => {
    const el = await mountTestMap();
    expect(drawn(el)).to.have.members(['b1', 'b2', 'b3', 'r1']);
    expect(counterAt(el, 'b1').querySelectorAll('ellipse.sym')).to.have.length(1); // armour: the oval
    expect(counterAt(el, 'b3').querySelector('circle.sym')).to.not.equal(null); // artillery: the dot
    expect(counterAt(el, 'b2').classList.contains('reduced')).to.equal(true);
    expect(counterAt(el, 'b2').querySelector('.reduced-band')).to.not.equal(null);
    expect(counterAt(el, 'b1').querySelector('rect.side-mark')).to.not.equal(null); // blue: a top bar
    expect(counterAt(el, 'r1').querySelector('path.side-mark')).to.not.equal(null); // red: a corner notch
  });
});

describe('hexmap: a stack of three units', () => {
  afterEach(() => document.body.replaceChildren());

  it('is drawn fanned out, the first unit on top at the centre, and its cell says so', async () => {
    const el = await mountTestMap();
    expect(drawn(el).slice(0, 3)).to.deep.equal(['b3', 'b2', 'b1']);
    const x = (id: string) => counterAt(el, id).transform.baseVal[0]!.matrix.e;
    expect(x('b2') - x('b1')).to.equal(-4);
    expect(x('b3') - x('b1')).to.equal(-8);
    expect(root(el).querySelector('.stack-badge')!.textContent!.trim()).to.equal('3');
    expect(cell(el, '0202').getAttribute('aria-label')).to.contain('stack of 3 units: B1 on top');
  });

  it('browses by pointer: a click on the badge brings the next unit to the top, and a click on the hex acts on it', async () => {
    const el = await mountTestMap();
    const badge = root(el).querySelector<SVGGElement>('.stack-badge')!;
    badge.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await el.updateComplete;
    expect(drawn(el).slice(0, 3)).to.deep.equal(['b3', 'b1', 'b2']);
    cell(el, '0202').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await el.updateComplete;
    expect(el.activated).to.deep.equal([['0202', 'b2']]);
    expect(cell(el, '0202').getAttribute('aria-selected')).to.equal('true');
    badge.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    badge.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await el.updateComplete;
    expect(drawn(el).at(2)).to.equal('b1'); // round the stack and back
  });

  it('browses by keyboard: ] and [ on the focused hex, Enter acts on the top unit', async () => {
    const el = await mountTestMap();
    await key(el, 'ArrowRight');
    await key(el, 'ArrowDown');
    await key(el, ']');
    expect(drawn(el).slice(0, 3)).to.deep.equal(['b3', 'b1', 'b2']);
    await key(el, ']');
    expect(drawn(el)[2]).to.equal('b3');
    await key(el, '[');
    await key(el, 'Enter');
    expect(el.activated).to.deep.equal([['0202', 'b2']]);
  });
});

describe('hexmap: keyboard', () => {
  afterEach(() => document.body.replaceChildren());

  it('arrow keys move the cursor hex by hex and stop at the edge of the map; Enter and Space activate', async () => {
    const el = await mountTestMap();
    const map = root(el).querySelector('svg.map')!;
    expect(map.getAttribute('aria-activedescendant')).to.equal('hex-0101');
    await key(el, 'ArrowUp');
    await key(el, 'ArrowLeft');
    expect(map.getAttribute('aria-activedescendant')).to.equal('hex-0101');
    for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown'])
      await key(el, k);
    expect(map.getAttribute('aria-activedescendant')).to.equal('hex-0403');
    await key(el, 'Enter');
    await key(el, ' ');
    expect(el.activated).to.deep.equal([
      ['0403', 'r1'],
      ['0403', 'r1'],
    ]);
    await key(el, 'Escape');
    expect(cell(el, '0403').getAttribute('aria-selected')).to.equal('false');
  });

  it('a readonly diagram takes no input, rings its highlights, draws its arrows and crops to its view', async () => {
    const el = await mountTestMap('readonly highlights="0101 9999" arrows="0101-0202 0202-nowhere" view="0101 0202"');
    cell(el, '0101').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await key(el, 'Enter');
    expect(el.activated).to.deep.equal([]);
    expect(root(el).querySelectorAll('.highlight')).to.have.length(1);
    expect(root(el).querySelectorAll('line.arrow')).to.have.length(1);
    expect(root(el).querySelector('svg.map')!.getAttribute('viewBox')).to.not.match(/^0 0 /);
  });
});
