import '../component/across-suez/index.js';
import type { AcrossSuezElement } from '../component/across-suez/index.js';

// Vite bundles the computer player's worker and gives its address: the search runs off the page's thread
import aiWorker from '../src/games/across-suez/ai/worker.ts?worker&url';

const el = document.querySelector<AcrossSuezElement>('#play')!;
el.aiWorker = aiWorker;
const form = document.querySelector<HTMLFormElement>('#mode')!;

// the form sets the element's attributes: everything is an attribute a page author could write
form.addEventListener('change', () => {
  const data = new FormData(form);
  const ai = String(data.get('ai') ?? '');
  if (ai) el.setAttribute('ai', ai);
  else el.removeAttribute('ai');
  el.setAttribute('level', String(data.get('level')));
  el.setAttribute('lang', String(data.get('lang')));
  el.toggleAttribute('evaluation', data.has('evaluation'));
});
document.querySelector('#new-game')!.addEventListener('click', () => {
  localStorage.removeItem(`across-suez:${el.id}`); // the autosave would bring the old game back
  el.seed = Math.floor(Math.random() * 1e9);
});
