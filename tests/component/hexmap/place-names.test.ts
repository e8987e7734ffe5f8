// Place names read whole (issue 33, polish): a place's name never runs into the
// number of the hex below it, on either game's map, and a diagram's view never
// cuts a name in half at its border (the name moves inside, or is left out with
// its hex).
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { mount as mountAcrossSuez } from '../across-suez/mount.js';
import { mount as mountYomKippur } from '../yom-kippur/mount.js';

type Box = { x: number; y: number; width: number; height: number };
type Element = HTMLElement & { updateComplete: Promise<boolean> };

const settle = async (el: Element) => {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await el.updateComplete;
  }
};

const pen = document.createElement('canvas').getContext('2d')!;

/**
 * Each text's ink, in the map's units: getBBox() gives the font's whole line (room for
 * accents and descenders the text may not have), so the letters' own ascent and descent,
 * measured by a canvas in the same font, are taken from its baseline.
 */
const boxes = (el: Element, selector: string): [string, Box][] =>
  [...el.shadowRoot!.querySelectorAll<SVGTextElement>(selector)].map((t) => {
    const line = t.getBBox();
    const style = getComputedStyle(t);
    pen.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const m = pen.measureText(t.textContent!);
    const baseline =
      line.y + (line.height * m.fontBoundingBoxAscent) / (m.fontBoundingBoxAscent + m.fontBoundingBoxDescent);
    const top = baseline - m.actualBoundingBoxAscent;
    return [
      t.textContent!,
      { x: line.x, y: top, width: line.width, height: baseline + m.actualBoundingBoxDescent - top },
    ];
  });

/** How far two boxes overlap each way (both > 0: they overlap). */
const overlap = (a: Box, b: Box) => [
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
];

/** The names that run into a hex number: "name over number". */
function clashes(el: Element): string[] {
  const numbers = boxes(el, 'text.hexnum');
  return boxes(el, 'text.place').flatMap(([name, p]) =>
    numbers.filter(([, n]) => overlap(p, n).every((d) => d > 0.5)).map(([id]) => `${name} over ${id}`),
  );
}

/** The names that cross the edge of the map's view box. */
function cut(el: Element): string[] {
  const [x, y, w, h] = el.shadowRoot!.querySelector('svg.map')!.getAttribute('viewBox')!.split(' ').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return boxes(el, 'text.place')
    .filter(([, p]) => p.x < x || p.y < y || p.x + p.width > x + w || p.y + p.height > y + h)
    .map(([name]) => name);
}

describe('place names', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  it('on the whole Yom Kippur map, no place name runs into the number of a hex', async () => {
    const el = await mountYomKippur('<yom-kippur readonly></yom-kippur>');
    await settle(el);
    expect(boxes(el, 'text.place').length).to.be.above(20);
    expect(clashes(el)).to.deep.equal([]);
  });

  for (const [width, height] of [
    [640, 850],
    [390, 844],
  ] as const) {
    it(`in a ${width}×${height} frame, the Yom Kippur view "0605 1020" cuts no place name at its border`, async () => {
      await setViewport({ width, height });
      const el = await mountYomKippur('<yom-kippur readonly view="0605 1020"></yom-kippur>', '100%');
      await settle(el);
      expect(boxes(el, 'text.place').map(([name]) => name)).to.include('El Qantara (east)');
      expect(cut(el)).to.deep.equal([]);
    });
  }

  it('the Across Suez view "0107 0815" cuts no place name at its border', async () => {
    const el = await mountAcrossSuez('<across-suez readonly view="0107 0815"></across-suez>', '100%');
    await settle(el);
    expect(cut(el)).to.deep.equal([]);
  });
});
