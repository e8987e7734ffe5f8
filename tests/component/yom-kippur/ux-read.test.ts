// Issue 33, reading Yom Kippur: charts at hand, results in words, the state
// of the counters drawn on the map — each proved in real Chromium.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { button, click, mount, text } from './mount.js';
import type { YomKippurElement } from '../../../component/yom-kippur/index.js';

const $$ = (el: YomKippurElement, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];
const position = (p: object) => `position='${JSON.stringify(p)}'`;
const combat = position({ turn: 2, side: 'egyptian', phase: 'combat' });

/** GT 1: the Israeli aircraft 1 over 0512 (the 18th Division's artillery), then on to the bombing step. */
async function toBombing(el: YomKippurElement): Promise<void> {
  const g = el.game!;
  g.apply({ type: 'aircraft', unit: 'il-air-1', hex: '0512' });
  while (g.phase !== 'bombing') g.endPhase();
  await el.updateComplete;
}

for (const [device, width] of [
  ['desktop', '1200px'],
  ['phone', '366px'],
] as const) {
  describe(`issue 33 on a ${device}: charts at hand, results in words (1, 2)`, () => {
    before(() => setViewport(device === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 }));
    afterEach(() => document.body.replaceChildren());

    it('the bar opens the CRT, the bombing table, the terrain chart and the key; every result code is spelled out', async () => {
      const el = await mount('<yom-kippur seed="1"></yom-kippur>', width);
      const charts = $$(el, '[part=bar] .chart-button').map((b) => b.textContent!.trim());
      expect(charts).to.deep.equal(['CRT', 'Bombing', 'Terrain', 'Key']);
      el.openChart('crt');
      await el.updateComplete;
      const crt = text(el, '[part=chart]');
      expect(crt).to.contain('Egyptian attacks').and.contain('Israeli attacks');
      expect(crt).to.contain('D1: defender retreats 1 hex').and.contain('AR: attacker reduced (one step)');
      expect(crt).to.contain('DE: defender eliminated');
      el.openChart('bombing');
      await el.updateComplete;
      expect(text(el, '[part=chart]')).to.match(/A1, A2, A3, AR, AE: no effect|A1.*: no effect/);
      el.openChart('key');
      await el.updateComplete;
      const key = text(el, '[part=chart]');
      expect(key).to.contain('Entrenched camp').and.contain('Pass').and.contain('Red line').and.contain('Road');
      expect(key).to.contain('Shock marker').and.contain('"+7"');
      el.openChart('tec');
      await el.updateComplete;
      expect(text(el, '[part=chart]')).to.contain('defence +2 for the hex (B-J.3)');
      // the charts' stylesheet came with their bodies (chart-bodies.ts): a swatch at its size, not the SVG's default
      expect(getComputedStyle(el.shadowRoot!.querySelector('[part=chart] .swatch')!).width).to.equal('14px');
    });

    it('B-N.2b: a bombing die of 1 read "A1" on the Israeli table says "no effect" in the bar, the log and on the map', async () => {
      const el = await mount('<yom-kippur seed="1"></yom-kippur>', width);
      await toBombing(el);
      el.game!.forceDice([1]);
      el.game!.apply({ type: 'bomb', aircraft: 'il-air-1', target: 'eg-art-18' });
      await el.updateComplete;
      expect(text(el, '[part=result]')).to.contain(
        'Israel aircraft 1 bombs Artillery (18th Infantry Div): die 1: A1 (no effect)',
      );
      expect(text(el, '[part=log]')).to.contain('die 1: A1 (no effect)');
      expect(el.shadowRoot!.querySelector('.result-badge title')!.textContent).to.contain('A1 (no effect)');
    });

    it('B-I.3: the combat result stays stated in the bar and the log after its retreat is made; the odds panel words each result', async () => {
      const el = await mount(`<yom-kippur seed="1" ${combat}></yom-kippur>`, width);
      await click(el, '0611');
      await click(el, el.game!.unit('eg-90-inf').hex!);
      await click(el, el.game!.unit('eg-134-inf').hex!);
      expect(text(el, '[part=combat-panel]')).to.contain('defender retreats 1 hex');
      // the panel's stylesheet came with its body (combat-panel-body.ts)
      expect(getComputedStyle(el.shadowRoot!.querySelector('[part=combat-panel] table')!).borderCollapse).to.equal(
        'collapse',
      );
      el.game!.forceDice([6]);
      button(el, 'Attack').click();
      await el.updateComplete;
      const said = text(el, '[part=result]');
      expect(said).to.match(/^Combat in 0611 \(\d-\d\): die 6: \w+ \(.+\)$/);
      // whatever the decisions the result leaves, once made the bar still states it
      for (let i = 0; i < 6 && el.game!.pending; i++) {
        el.game!.apply(el.game!.legalActions()[0]!);
        await el.updateComplete;
      }
      expect(el.game!.pending).to.equal(null);
      expect(text(el, '[part=result]')).to.equal(said);
      expect(text(el, '[part=log]')).to.contain('die 6:');
    });
  });
}

describe('issue 33: the state of the counters drawn (5)', () => {
  afterEach(() => document.body.replaceChildren());

  it('an aircraft over a hex is drawn small apart from the stack and not counted in its badge; a shock marker is a tab on the counter', async () => {
    const el = await mount('<yom-kippur seed="1"></yom-kippur>');
    await toBombing(el);
    const air = el.shadowRoot!.querySelector('.counter.aloft[data-unit=il-air-1]');
    expect(air).to.not.equal(null);
    expect(air!.getAttribute('transform')).to.contain('scale(');
    expect(el.shadowRoot!.querySelector('.stack-badge[data-hex="0512"]')).to.equal(null);
    el.game!.forceDice([4]); // B-N.2b: the Israeli CRT's 1-1 column (two SAMs cover 0512), die 4: D2, a shock marker
    el.game!.apply({ type: 'bomb', aircraft: 'il-air-1', target: 'eg-art-18' });
    await el.updateComplete;
    expect(el.game!.unit('eg-art-18').markers.map((m) => m.kind)).to.deep.equal(['shock']);
    const tab = el.shadowRoot!.querySelector('.counter[data-unit=eg-art-18] .marker-shock');
    expect(tab!.textContent).to.contain('SH');
  });
});

describe('issue 33: a copied position string names its game (10)', () => {
  afterEach(() => document.body.replaceChildren());

  it('"Copy the position string" keeps the yom-kippur.1: header, and that string names Yom Kippur to whoever reads it', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (s: string) => void copied.push(s) },
      configurable: true,
    });
    const el = await mount('<yom-kippur seed="1"></yom-kippur>');
    const menu = el.shadowRoot!.querySelector<HTMLDetailsElement>('[part=share]')!;
    const toggled = new Promise((r) => menu.addEventListener('toggle', r, { once: true }));
    menu.open = true;
    await toggled; // the menu's body loads when it first opens
    await el.updateComplete;
    menu.querySelector<HTMLButtonElement>('[data-share=position]')!.click();
    for (let i = 0; i < 200 && !copied.length; i++) await new Promise((r) => setTimeout(r, 25));
    expect(copied[0]).to.match(/^yom-kippur\.\d+:/);
    const { positionGame } = await import('../../../src/engine/position-text.js');
    expect(positionGame(copied[0]!)).to.equal('yom-kippur');
    // and the element reads it back as the same position
    const again = await mount(`<yom-kippur position="${copied[0]}"></yom-kippur>`);
    expect(again.game!.units().map((u) => u.hex)).to.deep.equal(el.game!.units().map((u) => u.hex));
  });
});

describe('issue 33 on a desktop: the map opens readable and + zooms on the action (13)', () => {
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  /** CSS pixels of one map unit, as drawn now. */
  const scale = (el: YomKippurElement) => {
    const svg = el.shadowRoot!.querySelector<SVGSVGElement>('svg.map')!;
    return svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  };
  const px = (el: YomKippurElement, sel: string) =>
    parseFloat(getComputedStyle(el.shadowRoot!.querySelector(sel)!).fontSize) * scale(el);

  it('at 1280×800 a hex opens at least 48 px wide, hex numbers at 8 px or more and place names at 9 px or more', async () => {
    const el = await mount('<yom-kippur seed="1"></yom-kippur>', '1240px');
    await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
    expect(60 * scale(el)).to.be.at.least(48);
    expect(px(el, '.hexnum')).to.be.at.least(8);
    expect(px(el, '.place')).to.be.at.least(9);
  });

  it('+ keeps the unit selected in the middle of the map box', async () => {
    const el = await mount(
      `<yom-kippur seed="1" position='${JSON.stringify({ turn: 1, side: 'israeli', phase: 'movement-1' })}'></yom-kippur>`,
      '1240px',
    );
    await click(el, '0916');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=bar] button[title^="Zoom in"]')!.click();
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 50));
    const box = el.shadowRoot!.querySelector('.map-wrap')!.getBoundingClientRect();
    const hex = el.shadowRoot!.querySelector('#hex-0916')!.getBoundingClientRect();
    expect(Math.abs(hex.left + hex.width / 2 - (box.left + box.width / 2))).to.be.lessThan(40);
  });
});

describe('the charts load when one first opens, in the words of the page', () => {
  afterEach(() => document.body.replaceChildren());

  it('lang="fr": the CRT and the key open in French, then in English when the page switches', async () => {
    const el = await mount('<yom-kippur seed="1" lang="fr"></yom-kippur>');
    el.openChart('crt');
    await el.updateComplete;
    expect(text(el, '[part=chart]')).to.contain('rapport (colonnes), dé (lignes)');
    el.openChart('key');
    await el.updateComplete;
    expect(text(el, '[part=chart]')).to.contain('Ligne rouge');
    el.lang = 'en';
    await el.updateComplete;
    expect(text(el, '[part=chart]')).to.contain('Red line where the canal meets a lake');
  });
});
