import '../component/yom-kippur/index.js';
import { bindModeForm } from './mode-form.js';
import type { YomKippurElement } from '../component/yom-kippur/index.js';
// Vite bundles the computer player's worker and gives its address: the search runs off the page's thread
import aiWorker from '../src/games/yom-kippur/ai/worker.ts?worker&url';

const el = document.querySelector<YomKippurElement>('#play')!;
el.aiWorker = aiWorker;

// The advanced game (both fronts, 2 to 4 players): ?seats=2|3|4 makes the element scenario="advanced" before it
// shows its first game (the element reads its scenario once); the computer's choices name the seats.
const seats = new URLSearchParams(location.search).get('seats');
const scenario = document.querySelector<HTMLSelectElement>('#scenario')!;
if (seats) {
  el.setAttribute('scenario', 'advanced');
  el.setAttribute('seats', seats);
  scenario.value = seats;
  const arab = seats === '2' ? 'arab' : 'egyptian,syrian';
  const israel = seats === '4' ? 'israeli-sinai,israeli-golan' : 'israeli';
  document.querySelector<HTMLSelectElement>('select[name=ai]')!.innerHTML = `
    <option value="">hot-seat (${seats} players)</option>
    <option value="${israel}">as the Arabs, against the computer</option>
    <option value="${arab}">as Israel, against the computer</option>
    <option value="all">watch the computer play every seat</option>`;
}
scenario.addEventListener('change', () => {
  location.search = scenario.value ? `?seats=${scenario.value}` : '';
});
bindModeForm(el);
