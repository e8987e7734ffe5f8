// B-O.1 through the element: a human declares the drops of a phase, then
// rolls each (a button per declared drop), so that two paras declared into
// one hex both take the −1; in the advanced game (A-K[Placement] a) a para
// is placed as a raid from the air panel, lands once the air fighting is
// over, and attacks at once by a button.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { button, click, mount, text } from './mount.js';
import { endPhasesUntil, press } from './advanced-mount.js';

const buttons = (el: HTMLElement) =>
  [...el.shadowRoot!.querySelectorAll('[part=actions] button')].map((b) => b.textContent!.trim());

describe('<yom-kippur> paratroops dropped by the reader', () => {
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  it('B-O.1: two drops declared into one hex, then rolled by their buttons; each takes −1 for the other (a 2 is lost)', async () => {
    const position = JSON.stringify({ turn: 3, side: 'israeli', phase: 'air' });
    const el = await mount(`<yom-kippur seed="1" position='${position}'></yom-kippur>`);
    const g = el.game!;
    const drops = g.legalActions().filter((a) => a.type === 'drop') as { unit: string; hex: string }[];
    // a hex of the Sinai's east, out of every SAM's range: the −1 is the second para's alone
    const hex = drops.map((d) => d.hex).find((h) => Number(h.slice(0, 2)) >= 25)!;
    const paras = ['il-35-para', 'il-247-para'];
    for (const para of paras) {
      button(el, g.unit(para).name).click();
      await el.updateComplete;
      expect(text(el, '[part=prompt]')).to.contain(
        `choose a highlighted hex for ${g.unit(para).name} to land on (B-O)`,
      );
      await click(el, hex);
      expect(g.unit(para).hex, 'declared on its hex').to.equal(hex);
      expect(g.history.at(-1)!.die, 'no die yet').to.equal(undefined);
    }
    expect(text(el, '[part=prompt]')).to.contain('drops declared');
    const rolls = paras.map((id) => `Roll the drop: ${g.unit(id).name} on ${hex}`);
    expect(buttons(el)).to.include.members(rolls);
    // B-O.1: the phase does not end while a declared drop is unrolled
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=end-phase]')!.click();
    await el.updateComplete;
    expect(g.phase).to.equal('air');
    g.forceDice([2, 2]);
    for (const roll of rolls) await press(el, roll);
    expect(g.history.slice(-2).map((h) => [h.die, h.result])).to.deep.equal([
      [2, 'lost'],
      [2, 'lost'],
    ]);
    expect(text(el, '[part=result]')).to.match(/die 2/);
    expect(buttons(el).filter((b) => b.startsWith('Roll the drop'))).to.deep.equal([]);
  });
});

describe('<yom-kippur scenario="advanced"> a para dropped by the reader (A-K)', () => {
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  it('A-K[Placement] a: the para is picked in the air panel, placed on a highlighted hex, lands, and attacks at once by a button', async function () {
    this.timeout(120_000);
    const el = await mount('<yom-kippur scenario="advanced" seats="2" seed="1"></yom-kippur>');
    const g = el.game!;
    await endPhasesUntil(el, () => g.turn === 2 && g.phasingSide === 'israeli' && g.phase === 'air@sinai', 40);
    const para = g.unit('il-35-para');
    expect(text(el, '[part=air-paras]')).to.contain(para.name);
    await press(el, para.name);
    expect(el.shadowRoot!.querySelector('polygon.reach')).to.not.equal(null);
    await click(el, '0216');
    expect(text(el, '[part=raids]')).to.contain(`Over 0216: ${para.name} (para drop)`);
    // every stage passed by its Done button, whichever seat decides, until the paras attack
    for (let i = 0; i < 12 && g.phase === 'air@sinai' && !g.legalActions().some((a) => a.type === 'attack'); i++) {
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part=air-pass]')!.click();
      await el.updateComplete;
    }
    expect(g.unit(para.id).hex).to.equal('0216');
    expect(text(el, '[part=air-stage]')).to.contain('paras attack');
    await press(el, `${para.name} attack 0317 at once (A-K[Placement] a)`);
    expect(g.history.at(-1)!.action).to.match(/^attack il-35-para/);
    expect(g.history.at(-1)!.die).to.be.a('number');
  });
});
