// Yom Kippur's computer player behind the worker protocol: in a Web Worker
// (dist/yom-kippur-ai-worker.js: `new Worker(new URL('./yom-kippur-ai-worker.js', import.meta.url),
// { type: 'module' })`), or imported into the page where no worker can start
// (src/engine/ai/worker-scope.ts). It carries this game only.
import './computer.js';
import { answerInWorker } from '../../../engine/ai/worker-scope.js';

answerInWorker();
export { makeHandler } from '../../../engine/ai/worker-scope.js';
