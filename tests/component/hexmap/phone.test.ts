// On a phone (390×844) a turn is played without getting lost (issue 33, point 9): the
// bar sticks at the top of the window over the map and the panel under it; when the
// prompt names the panel (Yom Kippur's air phase: "select one in the panel (Aircraft)")
// one press of the bar brings it under the bar, and one brings the map back; the card
// a long press shows goes when the finger lifts. A desktop keeps its side-by-side layout.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { mount as mountYomKippur, text } from '../yom-kippur/mount.js';
import { mount as mountAcrossSuez } from '../across-suez/mount.js';

const $ = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector)!;
const jump = (el: HTMLElement, words: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.bar button.jump')].find((b) =>
    b.textContent!.includes(words),
  )!;
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('on a phone, 390×844', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  beforeEach(() => {
    document.body.style.margin = '0';
  });
  afterEach(() => {
    document.body.replaceChildren();
    scrollTo(0, 0);
  });

  it('the air phase prompt names the panel: the bar brings it under itself in one press, and the map back', async () => {
    const el = await mountYomKippur('<yom-kippur seed="1"></yom-kippur>', '100%');
    expect(text(el, '[part=prompt]')).to.contain('panel (Aircraft)');
    expect($(el, '.panel').getBoundingClientRect().top).to.be.greaterThan(innerHeight);
    jump(el, 'Panel').click();
    await frame();
    const bar = $(el, '[part=bar]').getBoundingClientRect();
    const panel = $(el, '.panel').getBoundingClientRect();
    expect(bar.top).to.be.closeTo(0, 1);
    expect(panel.top).to.be.closeTo(bar.bottom, 2);
    const aircraft = $(el, '[part=air] button').getBoundingClientRect();
    expect(aircraft.bottom).to.be.at.most(innerHeight);
    jump(el, 'Map').click();
    await frame();
    expect($(el, '.map-frame').getBoundingClientRect().top).to.be.closeTo(
      $(el, '[part=bar]').getBoundingClientRect().bottom,
      2,
    );
  });

  it('the bar sticks at the top of the window while the reader scrolls down the map to the panel and the log', async () => {
    const el = await mountAcrossSuez(
      '<p style="height: 300px">An article.</p><across-suez seed="1"></across-suez>',
      '100%',
    );
    scrollTo(0, el.getBoundingClientRect().top + scrollY + 900);
    await frame();
    expect($(el, '[part=bar]').getBoundingClientRect().top).to.be.closeTo(0, 1);
    expect($(el, '[part=bar]').textContent).to.contain('End phase');
  });

  it('the card a long press shows goes when the finger lifts', async () => {
    const el = await mountYomKippur('<yom-kippur seed="1"></yom-kippur>', '100%');
    const hex = el.game!.unit('il-14-armd').hex!;
    const cell = $(el, `#hex-${hex}`);
    cell.scrollIntoView({ block: 'center', inline: 'center' });
    const r = cell.getBoundingClientRect();
    const at = {
      clientX: r.left + r.width / 2,
      clientY: r.top + r.height / 2,
      pointerId: 7,
      pointerType: 'touch',
      bubbles: true,
    };
    cell.dispatchEvent(new PointerEvent('pointerdown', at));
    await new Promise((resolve) => setTimeout(resolve, 700));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=card]'), 'shown while held').to.not.equal(null);
    cell.dispatchEvent(new PointerEvent('pointerup', at));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=card]'), 'gone when lifted').to.equal(null);
  });
});

describe('on a desktop, 1280×800', () => {
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  it('the panel stays beside the map, and the bar has no buttons to reach it', async () => {
    const el = await mountYomKippur('<yom-kippur seed="1"></yom-kippur>', '1240px');
    const map = $(el, '.map-frame').getBoundingClientRect();
    const panel = $(el, '.panel').getBoundingClientRect();
    expect(panel.left).to.be.at.least(map.right - 1);
    expect(panel.top).to.be.lessThan(map.bottom);
    for (const b of el.shadowRoot!.querySelectorAll('.bar button.jump'))
      expect(getComputedStyle(b).display).to.equal('none');
  });
});
