// A view (view="0605 1020") fits its frame (issue 33, point 12): the README's Yom Kippur
// embed, a tall crop in a 640×850 iframe, shows its highlighted 1019 and both corners
// without scrolling, on either game, and on a phone; the map around the view fills the
// frame's width instead of blank space.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { mount as mountAcrossSuez } from '../across-suez/mount.js';
import { mount as mountYomKippur } from '../yom-kippur/mount.js';

const rect = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector(selector)!.getBoundingClientRect();

/** Whether a hex's cell lies inside the window, as the page opens (no scrolling). */
const inWindow = (el: HTMLElement, hex: string) => {
  const r = rect(el, `#hex-${hex}`);
  return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
};

const settle = async (el: HTMLElement & { updateComplete: Promise<boolean> }) => {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await el.updateComplete;
  }
};

describe('a view fits its frame', () => {
  beforeEach(() => {
    document.body.style.margin = '0';
  });
  afterEach(() => document.body.replaceChildren());

  for (const [width, height] of [
    [640, 850],
    [390, 844],
    [1280, 800],
  ] as const) {
    it(`<yom-kippur readonly view="0605 1020"> in a ${width}×${height} window shows 1019 and both corners at once`, async () => {
      await setViewport({ width, height });
      const el = await mountYomKippur(
        '<yom-kippur readonly view="0605 1020" highlights="1019" position="3ec/il-14-armd@1019,eg-15-armd.r"></yom-kippur>',
        '100%',
      );
      await settle(el);
      for (const hex of ['1019', '0605', '1020']) expect(inWindow(el, hex), hex).to.equal(true);
      expect(el.getBoundingClientRect().bottom).to.be.at.most(innerHeight + 1);
      const ring = rect(el, '.highlight');
      expect(ring.bottom).to.be.at.most(innerHeight);
      // the map around the view fills the frame: the drawing has the frame's shape, no blank bands
      const [, , w, h] = el.shadowRoot!.querySelector('svg.map')!.getAttribute('viewBox')!.split(' ').map(Number);
      const drawn = rect(el, 'svg.map');
      expect(w! / h!).to.be.closeTo(drawn.width / drawn.height, 0.02);
    });
  }

  it('<across-suez readonly> with a tall view in a 640×850 window shows the whole view; a wide view keeps its shape', async () => {
    await setViewport({ width: 640, height: 850 });
    const tall = await mountAcrossSuez('<across-suez readonly view="0602 0721"></across-suez>', '100%');
    await settle(tall);
    for (const hex of ['0602', '0721', '0612']) expect(inWindow(tall, hex), hex).to.equal(true);
    document.body.replaceChildren();
    const wide = await mountAcrossSuez('<across-suez readonly view="0107 0815"></across-suez>', '100%');
    await settle(wide);
    // as wide as its frame already: drawn as the view's two corners say, no wider
    const [x, , w] = wide.shadowRoot!.querySelector('svg.map')!.getAttribute('viewBox')!.split(' ').map(Number);
    const { viewBox } = await import('../../../component/hexmap/diagram.js');
    const { layoutFor } = await import('../../../component/hexmap/geometry.js');
    const exact = viewBox(layoutFor(wide.game!.map), '0107 0815', wide.game!.map.hexes).split(' ').map(Number);
    expect([x, w]).to.deep.equal([exact[0], exact[2]]);
  });
});
