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

  it('200 elements created and removed are all collected and leave the heap where it was', async function () {
    this.timeout(240_000);
    const gc = (globalThis as { gc?: (options: { type: 'major'; execution: 'async' }) => Promise<void> }).gc;
    expect(gc, 'the browser runs with --js-flags=--expose-gc').to.be.a('function');
    const heap = () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
    const collect = async () => {
      // a WeakRef made in a job keeps its target until the job ends; the browser lets go of a removed
      // node's last frame, hover and timers in its own time
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200)));
      // in a task of its own: a collection called on the stack scans it conservatively, and a stale word
      // there kept a removed element alive however many times one collected (one run in four)
      await gc!({ type: 'major', execution: 'async' });
      await gc!({ type: 'major', execution: 'async' });
    };
    // in a function of its own: a suspended async frame may keep its last values alive
    const mountAndRemove = async (): Promise<WeakRef<object>[]> => {
      const el = await mount('<across-suez seed="1"></across-suez>');
      const refs = [new WeakRef(el), new WeakRef(el.game!)];
      el.parentElement!.remove();
      return refs;
    };
    for (let i = 0; i < 20; i++) await mountAndRemove(); // warm up
    await collect();
    const before = heap();
    const removed: WeakRef<object>[] = [];
    for (let i = 0; i < 200; i++) removed.push(...(await mountAndRemove()));
    const reachable = () =>
      removed.flatMap((ref, i) => (ref.deref() ? [`${i % 2 ? 'game' : 'element'} ${i >> 1}`] : []));
    // a leak stays reachable however long one waits; a busy browser may need a few collections
    let tries = 0;
    for (; tries < 30 && (tries === 0 || reachable().length > 0); tries++) await collect();
    const growth = heap() - before;
    console.log(`heap growth after 200 elements: ${(growth / 1024).toFixed(0)} KB (${tries} collections)`);
    // an element, or its game, still reachable once removed is a leak whatever its size
    expect(reachable(), 'still reachable').to.deep.equal([]);
    expect(growth).to.be.lessThan(8 * 1024 * 1024);
  });
});
