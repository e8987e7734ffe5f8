// The map layer's custom properties are named --hex-* on every game's
// element; the names they had before (--as-*) still style the map for one
// release (docs/api.md, "Former names"), whether the page sets them on the
// element or on an ancestor, and the new name wins where a page sets both.
import { expect } from '@esm-bundle/chai';
import { mount as mountAcrossSuez } from '../across-suez/mount.js';
import { mount as mountYomKippur } from '../yom-kippur/mount.js';

const hexStroke = (el: HTMLElement) => getComputedStyle(el.shadowRoot!.querySelector('.hex')!).stroke;
const frame = (el: HTMLElement) => getComputedStyle(el).backgroundColor;

describe('the map layer’s theme names', () => {
  afterEach(() => document.body.replaceChildren());

  it('an <across-suez> styled with the former --as-* names on the element draws in them', async () => {
    const el = await mountAcrossSuez(
      `<across-suez readonly style="--as-hex-line: rgb(1, 2, 3); --as-bg: rgb(4, 5, 6)"></across-suez>`,
    );
    expect(hexStroke(el)).to.equal('rgb(1, 2, 3)');
    expect(frame(el)).to.equal('rgb(4, 5, 6)');
    const svg = await el.toSVG();
    expect(svg).to.contain('stroke:rgb(1, 2, 3)');
    expect(svg).to.contain('fill="rgb(4, 5, 6)"');
  });

  it('a <yom-kippur> inside a page whose theme sets the former names on an ancestor draws in them', async () => {
    const el = await mountYomKippur(
      `<div style="--as-hex-line: rgb(7, 8, 9)"><yom-kippur readonly></yom-kippur></div>`,
    );
    expect(hexStroke(el)).to.equal('rgb(7, 8, 9)');
  });

  it('the --hex-* names style both elements, and win over a former name set beside them', async () => {
    const style = '--hex-line: rgb(10, 11, 12); --as-hex-line: rgb(1, 2, 3); --hex-bg: rgb(13, 14, 15)';
    const as = await mountAcrossSuez(`<across-suez readonly style="${style}"></across-suez>`);
    const yk = await mountYomKippur(`<yom-kippur readonly style="${style}"></yom-kippur>`);
    for (const el of [as, yk]) {
      expect(hexStroke(el)).to.equal('rgb(10, 11, 12)');
      expect(frame(el)).to.equal('rgb(13, 14, 15)');
    }
  });

  it('with no theme set, the defaults are the parchment the map always had', async () => {
    const el = await mountAcrossSuez(`<across-suez readonly></across-suez>`);
    expect(frame(el)).to.equal('rgb(251, 248, 239)'); // #fbf8ef
    expect(hexStroke(el)).to.equal('rgb(141, 131, 105)'); // #8d8369
  });
});
