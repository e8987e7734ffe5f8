import '../component/yom-kippur/index.js';
import { bindModeForm } from './mode-form.js';
import type { YomKippurElement } from '../component/yom-kippur/index.js';
// Vite bundles the computer player's worker and gives its address: the search runs off the page's thread
import aiWorker from '../src/games/yom-kippur/ai/worker.ts?worker&url';

const el = document.querySelector<YomKippurElement>('#play')!;
el.aiWorker = aiWorker;
bindModeForm(el);
