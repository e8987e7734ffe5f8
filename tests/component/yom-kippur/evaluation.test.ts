// <yom-kippur evaluation>: the chances bar shows each side's chance of
// winning from the game's evaluate() (Monte Carlo playouts, ai/evaluate.ts),
// the number the headless game gives, with its 95 % margin and what it
// means under it: quick estimates first, then the `normal` player's own
// playouts (kit.ts), whose figure stays.
import { expect } from '@esm-bundle/chai';
import '../../../src/games/yom-kippur/ai/computer.js';
import { mount, text } from './mount.js';

/** Waits until the meter shows `value` (the estimate is made off the page's turn, in slices or in the worker). */
async function meterShows(el: HTMLElement & { updateComplete: Promise<boolean> }, value: number): Promise<Element> {
  const meter = () => el.shadowRoot!.querySelector('[part=evaluation]');
  // the last estimate is the `normal` player's own playouts: seconds of work in the worker
  const done = () => Number(meter()?.getAttribute('aria-valuenow')) === value && !meter()?.matches('[aria-busy=true]');
  for (let i = 0; i < 1200 && !done(); i++) {
    await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
  }
  return meter()!;
}

describe('<yom-kippur evaluation>', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows the Egyptian and Israeli chances of the headless evaluate(), with their margin, and says what they mean', async function () {
    this.timeout(120_000);
    const el = await mount('<yom-kippur evaluation seed="1"></yom-kippur>');
    const estimate = await el.game!.evaluateAsync({ players: 'normal' });
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

  it('speaks French', async function () {
    this.timeout(120_000);
    const el = await mount('<yom-kippur evaluation lang="fr" seed="1"></yom-kippur>');
    const egyptian = Math.round((1 - (await el.game!.evaluateAsync({ players: 'normal' })).israeli) * 100);
    const meter = await meterShows(el, egyptian);
    expect(meter.getAttribute('aria-label')).to.equal('Chances de victoire');
    expect(text(el, '[part=victory-points]')).to.contain('courtes parties simulées');
  });
});
