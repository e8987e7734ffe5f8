import '../component/across-suez/index.js';
import { bindModeForm } from './mode-form.js';
import type { AcrossSuezElement } from '../component/across-suez/index.js';

// Vite bundles the computer player's worker and gives its address: the search runs off the page's thread
import aiWorker from '../src/games/across-suez/ai/worker.ts?worker&url';

const el = document.querySelector<AcrossSuezElement>('#play')!;
el.aiWorker = aiWorker;
bindModeForm(el);
