// <yom-kippur evaluation>: the chances bar shows each side's chance of
// winning from the game's evaluate() (Monte Carlo playouts, ai/evaluate.ts),
// the number the headless game gives, with its 95 % margin and what it
// means under it.
import { expect } from '@esm-bundle/chai';
import '../../../src/games/yom-kippur/ai/computer.js';
import { mount, text } from './mount.js';

/** Waits until the meter shows `value` (the estimate is made off the page's turn, in slices or in the worker). */
async function meterShows(el: HTMLElement & { updateComplete: Promise<boolean> }, value: number): Promise<Element> {
  const meter = () => el.shadowRoot!.querySelector('[part=evaluation]');
  for (let i = 0; i < 200 && Number(meter()?.getAttribute('aria-valuenow')) !== value; i++) {
    await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
  }
  return meter()!;
}

describe('<yom-kippur evaluation>', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows the Egyptian and Israeli chances of the headless evaluate(), with their margin, and says what they mean', async () => {
    const el = await mount('<yom-kippur evaluation seed="1"></yom-kippur>');
    const estimate = el.game!.evaluate();
    const egyptian = Math.round((1 - estimate.israeli) * 100);
    const meter = await meterShows(el, egyptian);
    expect(meter.getAttribute('role')).to.equal('meter');
    expect(Number(meter.getAttribute('aria-valuenow'))).to.equal(egyptian);
    // the 95 % margin, in points, when it rounds to one or more (component/hexmap/controls.ts)
    const margin = Math.round(196 * estimate.stderr);
    const reads = `Egyptian ${egyptian}%${margin > 0 ? ` ± ${margin}` : ''}`;
    expect(meter.textContent).to.contain(`${reads} · Israeli ${100 - egyptian}%`);
    expect(meter.getAttribute('aria-valuetext')).to.equal(reads);
    expect(text(el, '[part=victory-points]')).to.contain('two computer players (normal) win');
    // each side's chance in its counters' colour (ai-notes-body.ts's rules, loaded with the chances)
    expect(getComputedStyle(meter.querySelector('.estimate-egyptian')!).fill).to.equal('rgb(138, 107, 50)');
  });

  it('speaks French', async () => {
    const el = await mount('<yom-kippur evaluation lang="fr" seed="1"></yom-kippur>');
    const egyptian = Math.round((1 - el.game!.evaluate().israeli) * 100);
    const meter = await meterShows(el, egyptian);
    expect(meter.getAttribute('aria-label')).to.equal('Chances de victoire');
    expect(text(el, '[part=victory-points]')).to.contain('courtes parties simulées');
  });
});
