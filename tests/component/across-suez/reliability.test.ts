import { expect } from '@esm-bundle/chai';
import { mount } from './mount.js';

describe('no lost game, no leak', () => {
  afterEach(() => {
    document.body.replaceChildren();
    localStorage.clear();
  });

  it('autosave: a reload in the middle of combat, a retreat pending, restores exactly the same state', async () => {
    const el = await mount('<across-suez id="saved" autosave seed="3"></across-suez>');
    const g = el.game!;
    g.move('reshev-1', '0209');
    g.endPhase();
    g.forceDice([1]);
    g.attack(['matt-2'], '16-1'); // +0 ... Dr on a 1: the Egyptian must choose a retreat
    expect(g.pending?.kind).to.equal('retreat');
    const before = JSON.stringify(g.position());
    el.remove();
    const again = await mount('<across-suez id="saved" autosave></across-suez>');
    expect(JSON.stringify(again.game!.position())).to.equal(before);
    expect(again.game!.pending?.kind).to.equal('retreat');
  });

  it('a corrupted save is reported and the element starts a clean game', async () => {
    localStorage.setItem('across-suez:broken', 'across-suez record 1\nseed 1\nmove nobody 9999\n');
    const el = await mount('<across-suez id="broken" autosave seed="1"></across-suez>');
    expect(el.shadowRoot!.querySelector('.error')!.textContent).to.contain('saved game');
    expect(el.game!.turn).to.equal(1);
    expect(el.game!.history).to.have.length(0);
  });

  it('1,000 elements created and removed leave the heap where it was', async function () {
    this.timeout(240_000);
    const gc = (globalThis as { gc?: () => void }).gc;
    const heap = () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
    for (let i = 0; i < 20; i++) (await mount('<across-suez seed="1"></across-suez>')).remove(); // warm up
    gc?.();
    const before = heap();
    for (let i = 0; i < 1000; i++) {
      const el = await mount('<across-suez seed="1"></across-suez>');
      el.parentElement!.remove();
    }
    gc?.();
    await new Promise((r) => setTimeout(r, 50));
    gc?.();
    const growth = heap() - before;
    console.log(
      `heap growth after 1,000 elements: ${(growth / 1024).toFixed(0)} KB (gc ${gc ? 'forced' : 'not available'})`,
    );
    expect(growth).to.be.lessThan(8 * 1024 * 1024);
  });
});
