// The generic chrome every game gets from component/hexmap: the bar, the
// stack viewer on the counter card, the log column, the end-of-game box and
// zoom — proved with the small test game, which supplies none of its own.
import { expect } from '@esm-bundle/chai';
import { mountTestMap, type TestHexMap } from './test-game.js';
import type { LogLine } from '../../../component/hexmap/hex-game.js';
import { render } from 'lit';
import { evaluationBar } from '../../../component/hexmap/evaluation-bar.js';
import { hexmapText } from '../../../component/hexmap/text.js';

const root = (el: TestHexMap) => el.shadowRoot!;
const line = (step: number, phase: string, text: string): LogLine => ({
  turn: 1,
  side: 'blue',
  phase,
  text,
  step,
  event: { type: 'test' },
});

describe('hexmap chrome: what any game gets', () => {
  afterEach(() => document.body.replaceChildren());

  it('the bar names the side to play, in hot-seat and against the computer', async () => {
    const el = await mountTestMap();
    expect(root(el).querySelector('[part=seat]')!.textContent).to.equal('blue to play');
    el.setAttribute('ai', 'red');
    await el.updateComplete;
    expect(root(el).querySelector('[part=seat]')!.textContent).to.equal('You are blue · your turn');
  });

  it('the card shows every unit of a hovered stack, top first (the stack viewer)', async () => {
    const el = await mountTestMap();
    root(el)
      .querySelector('#hex-0202')!
      .dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse', clientX: 5 }));
    await el.updateComplete;
    const titles = [...root(el).querySelectorAll('[part=card] .card-unit strong')].map((s) => s.textContent);
    expect(titles).to.deep.equal(['B1', 'B2', 'B3']);
    expect(root(el).querySelectorAll('[part=card] svg .counter')).to.have.length(3);
    root(el)
      .querySelector('.map-wrap')!
      .dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    await el.updateComplete;
    expect(root(el).querySelector('[part=card]')).to.equal(null);
  });

  it('the log column groups lines by phase, numbers them by action and keeps the newest in view', async () => {
    const el = await mountTestMap();
    el.game!.log = Array.from({ length: 80 }, (_, i) => line(i, i < 40 ? 'move' : 'fight', `line ${i + 1}`));
    el.requestUpdate();
    await el.updateComplete;
    expect([...root(el).querySelectorAll('.log-group h4')].map((h) => h.textContent)).to.deep.equal([
      'Game-Turn 1 · blue · move',
      'Game-Turn 1 · blue · fight',
    ]);
    const items = root(el).querySelectorAll('.log li');
    expect(items).to.have.length(80);
    expect((items[79] as HTMLLIElement).value).to.equal(80);
    const scroll = root(el).querySelector<HTMLElement>('.log-scroll')!;
    expect(scroll.scrollTop + scroll.clientHeight).to.be.closeTo(scroll.scrollHeight, 2);
  });

  it('a finished game shows the end-of-game box over the map', async () => {
    const el = await mountTestMap();
    el.game!.isOver = true;
    el.game!.actingSide = null;
    el.requestUpdate();
    await el.updateComplete;
    const box = root(el).querySelector('[part=game-over]')!;
    expect([...box.querySelectorAll('button')].map((b) => b.textContent!.trim())).to.deep.equal([
      'New game',
      'Review the game',
      'Download record',
    ]);
  });

  it('Ctrl+wheel zooms around the pointer; a plain wheel is left to the page', async () => {
    const el = await mountTestMap();
    const svg = root(el).querySelector<SVGSVGElement>('svg.map')!;
    const width = svg.getBoundingClientRect().width;
    const plain = new WheelEvent('wheel', { deltaY: -200, bubbles: true, cancelable: true });
    svg.dispatchEvent(plain);
    await el.updateComplete;
    expect(plain.defaultPrevented).to.equal(false);
    expect(svg.getBoundingClientRect().width).to.equal(width);
    const ctrl = new WheelEvent('wheel', { deltaY: -200, ctrlKey: true, bubbles: true, cancelable: true });
    svg.dispatchEvent(ctrl);
    await el.updateComplete;
    expect(ctrl.defaultPrevented).to.equal(true);
    expect(svg.getBoundingClientRect().width).to.be.greaterThan(width * 1.5);
  });

  it('the evaluation bar reads an estimate’s 95 % margin, and none without a standard error', () => {
    const box = document.createElement('div');
    const sides = [
      { id: 'blue', name: 'blue' },
      { id: 'red', name: 'red' },
    ] as const;
    render(evaluationBar({ chance: 0.4, refining: false, stderr: 0.05 }, hexmapText('en'), sides), box);
    const meter = box.querySelector('[part=evaluation]')!;
    expect(meter.getAttribute('aria-valuetext')).to.equal('blue 40% ± 10');
    expect(meter.textContent).to.contain('blue 40% ± 10 · red 60%');
    render(evaluationBar({ chance: 0.4, refining: false }, hexmapText('en'), sides), box);
    expect(box.querySelector('[part=evaluation]')!.getAttribute('aria-valuetext')).to.equal('blue 40%');
  });
});
