import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { mount } from './mount.js';

/** Where Reshev 1's counter is drawn one frame after a move, and once it has settled. */
async function trackMove(): Promise<{ start: number; next: number; end: number }> {
  const el = await mount('<across-suez seed="1"></across-suez>');
  const x = () => new DOMMatrix(getComputedStyle(el.shadowRoot!.querySelector('[data-unit="reshev-1"]')!).transform).e;
  const start = x();
  el.game!.move('reshev-1', [...el.game!.reachable('reshev-1').keys()].at(-1)!);
  await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(r));
  const next = x();
  await new Promise((r) => setTimeout(r, 400));
  return { start, next, end: x() };
}

describe('motion', () => {
  afterEach(async () => {
    document.body.replaceChildren();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('a move slides the counter briefly to its new hex', async () => {
    const { start, next, end } = await trackMove();
    expect(end).to.not.equal(start);
    expect(next).to.not.equal(end); // still on its way one frame later
  });

  it('under prefers-reduced-motion the counter jumps at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { next, end } = await trackMove();
    expect(next).to.equal(end);
  });
});
