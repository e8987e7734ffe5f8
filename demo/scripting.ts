import '../component/across-suez/index.js';
import type { AcrossSuezElement } from '../component/across-suez/index.js';
import source from './scripting.ts?raw';

const el = document.querySelector<AcrossSuezElement>('#tutorial')!;
const log = document.querySelector('#events')!;
const show = (e: Event) =>
  (log.textContent = `${e.type} ${JSON.stringify((e as CustomEvent).detail ?? null)}\n` + log.textContent);

// 1. a position: setting the property works at any time, before or after the engine loads
el.position = JSON.stringify({
  turn: 2,
  side: 'israeli',
  phase: 'movement',
  units: { 'reshev-2': '0308', 'matt-1': '0613', '16-1': '0411', bridge: '1409' },
});

// 2. react to what happens
for (const type of ['ready', 'move', 'combat', 'phase', 'gameover'])
  el.addEventListener(type, (e) => type !== 'ready' && show(e));

// 3. a tutorial rule of the page's own: only Reshev 2 may move
el.addEventListener('beforemove', (e) => {
  const { unit } = (e as CustomEvent<{ unit: string }>).detail;
  if (unit !== 'reshev-2') {
    e.preventDefault();
    log.textContent = `(the tutorial only lets Reshev 2 move; ${unit} stays)\n` + log.textContent;
  }
});

// 4. drive the game: once ready, the bridge moves by script
el.addEventListener('ready', () => {
  const game = el.game!;
  const [to] = [...game.reachable('bridge').entries()].sort(
    ([a], [b]) => game.distance(a, '0112') - game.distance(b, '0112'),
  )[0]!;
  game.move('bridge', to);
});

document.querySelector('#source')!.textContent = source;
