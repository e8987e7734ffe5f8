// <yom-kippur evaluation>: the chances bar shows each side's chance of
// winning read from the computer's standing (ai/win-chance.ts), the number
// the headless game's evaluation gives, with what it means under it.
import { expect } from '@esm-bundle/chai';
import { standingOf } from '../../../src/games/yom-kippur/ai/standing.js';
import { mount, text } from './mount.js';

/** Waits until the meter shows `value` (the estimate is made off the page's turn, in slices or in the worker). */
async function meterShows(el: HTMLElement & { updateComplete: Promise<boolean> }, value: number): Promise<Element> {
  const meter = () => el.shadowRoot!.querySelector('[part=evaluation]');
  for (let i = 0; i < 100 && Number(meter()?.getAttribute('aria-valuenow')) !== value; i++) {
    await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
  }
  return meter()!;
}

describe('<yom-kippur evaluation>', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows the Egyptian and Israeli chances of the headless evaluation, and says what they mean', async () => {
    const el = await mount('<yom-kippur evaluation seed="1"></yom-kippur>');
    const { chance } = standingOf(el.game!.searchRoot());
    const meter = await meterShows(el, Math.round(chance.egyptian! * 100));
    expect(meter.getAttribute('role')).to.equal('meter');
    expect(Number(meter.getAttribute('aria-valuenow'))).to.equal(Math.round(chance.egyptian! * 100));
    expect(meter.textContent).to.match(/Egyptian \d+ ?% · Israeli \d+ ?%/);
    expect(text(el, '[part=victory-points]')).to.contain('two computer players (normal) won');
  });

  it('speaks French', async () => {
    const el = await mount('<yom-kippur evaluation lang="fr" seed="1"></yom-kippur>');
    const { chance } = standingOf(el.game!.searchRoot());
    const meter = await meterShows(el, Math.round(chance.egyptian! * 100));
    expect(meter.getAttribute('aria-label')).to.equal('Chances de victoire');
    expect(text(el, '[part=victory-points]')).to.contain('sur 105 parties');
  });
});
