// Issue 32 item 2: a computer player for any seat of the advanced game
// (`ai` names seats, commas between), searching in the page: the reader
// plays Egypt, the computer plays Syria's phases on the Golan and hands
// the game back at Egypt's next decision.
import { expect } from '@esm-bundle/chai';
import { mount, text } from './mount.js';
import { endPhasesUntil } from './advanced-mount.js';

describe('<yom-kippur scenario="advanced"> computer seats', () => {
  afterEach(() => document.body.replaceChildren());

  it('ai="syrian" level="easy" (3 seats, A-Use): Syria’s air phase on the Golan is played without the reader, then Egypt decides again', async function () {
    this.timeout(240_000);
    const el = await mount('<yom-kippur scenario="advanced" seats="3" seed="4" ai="syrian" level="easy"></yom-kippur>');
    const g = el.game!;
    expect(text(el, '[part=seat]')).to.equal('You are Egyptian, Israeli · your turn');
    await endPhasesUntil(el, () => g.phase === 'air@golan');
    for (let i = 0; i < 2000 && g.actingSide === 'syrian'; i++) await new Promise((r) => setTimeout(r, 100));
    await el.updateComplete;
    const syrian = g.log.filter((l) => l.side === 'syrian' && l.phase === 'air@golan');
    expect(syrian.length, 'the Syrian air phase played').to.be.greaterThan(0);
    expect(g.actingSide).to.equal('egyptian');
    expect(g.phase).to.equal('bridges@sinai');
    expect(text(el, '[part=seat]')).to.equal('You are Egyptian, Israeli · your turn');
  });

  it('ai lists several seats (4 seats): both Israeli seats are the computer’s, and the bar says so', async () => {
    const el = await mount(
      '<yom-kippur scenario="advanced" seats="4" seed="4" ai="israeli-sinai, israeli-golan"></yom-kippur>',
    );
    expect(text(el, '[part=seat]')).to.equal('You are Egyptian, Syrian · your turn');
  });
});
