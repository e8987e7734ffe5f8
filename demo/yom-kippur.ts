import '../component/yom-kippur/index.js';
import type { YomKippurElement } from '../component/yom-kippur/index.js';

const el = document.querySelector<YomKippurElement>('#play')!;
// the computer searches in the page (the worker is opt-in for now: component/yom-kippur/yom-kippur.ts)
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
  localStorage.removeItem(`yom-kippur:${el.id}`); // the autosave would bring the old game back
  el.seed = Math.floor(Math.random() * 1e9);
});
