import { expect } from '@esm-bundle/chai';
import { mount, text } from './mount.js';
import { spyOnWorkers, type WorkerSpy } from '../worker-spy.js';
import type { YomKippurElement } from '../../../component/yom-kippur/index.js';

const WORKER = '/src/games/yom-kippur/ai/worker.ts';

/**
 * Waits (100 ms a look, at most ~2 minutes) while the Israeli player-turn lasts; the reader, Egyptian,
 * declines the defender's artillery support when asked (B-L.2). Returns how many decisions were the reader's.
 */
async function untilEgyptian(el: YomKippurElement): Promise<number> {
  let readers = 0;
  for (let i = 0; i < 1200 && el.game!.phasingSide === 'israeli' && !el.game!.isOver; i++) {
    if (el.game!.pending?.kind === 'support' && el.game!.actingSide === 'egyptian') {
      el.game!.apply({ type: 'support', artillery: [] });
      readers++;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return readers;
}

describe('<yom-kippur> computer player', () => {
  afterEach(() => document.body.replaceChildren());

  it('ai="israeli" plays the Israeli air phase without the reader (searching in the page)', async function () {
    this.timeout(120_000);
    const el = await mount('<yom-kippur seed="3" ai="israeli" level="easy"></yom-kippur>');
    const g = () => el.game!;
    for (let i = 0; i < 1000 && g().phase === 'air' && g().phasingSide === 'israeli'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(g().history.some((h) => h.action.startsWith('aircraft') || h.action === 'end')).to.equal(true);
    expect(g().phase).to.not.equal('air');
  });
});

describe('<yom-kippur> computer player in a Web Worker', () => {
  let spy: WorkerSpy;
  beforeEach(() => (spy = spyOnWorkers()));
  afterEach(() => {
    spy.restore();
    document.body.replaceChildren();
  });

  // B-N.2: the worker rebuilds the game from position() at each decision; before positions kept
  // which aircraft had bombed, it chose one that had, and the page refused it in the bombing step
  it('a whole Israeli player-turn through the worker, bombing step included: every decision answered there, none refused', async function () {
    this.timeout(180_000);
    const el = await mount(`<yom-kippur seed="3" ai="israeli" level="normal" ai-worker="${WORKER}"></yom-kippur>`);
    const readers = await untilEgyptian(el);
    const g = el.game!;
    // GT 1 is the Israeli player-turn alone (B-D[Note]): every action so far was made in it
    const computers = g.history.length - readers;
    expect(spy.started).to.have.length(1);
    expect(spy.started[0]).to.contain(WORKER);
    expect(g.history.filter((h) => h.action.startsWith('bomb ')).length).to.be.greaterThan(0);
    expect([g.turn, g.phasingSide]).to.deep.equal([2, 'egyptian']);
    expect(spy.asked).to.equal(computers);
    expect(spy.answered).to.equal(computers);
    expect(el.shadowRoot!.querySelector('[part=prompt]')!.classList.contains('error')).to.equal(false);
    // the reader has the decision again: the bar sums up the computer's turn (ai-notes-body.ts, loaded with the seat)
    await el.updateComplete;
    expect(text(el, '[part=result]')).to.match(/^The computer \(Israeli\) made \d+ moves and \d+ die rolls/);
  });
});
