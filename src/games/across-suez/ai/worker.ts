// Across Suez's computer player behind the worker protocol: in a Web Worker (dist/ai-worker.js:
// `new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' })`), or imported into the
// page where no worker can start (src/engine/ai/worker-scope.ts).
import './computer.js';
import { answerInWorker } from '../../../engine/ai/worker-scope.js';

answerInWorker();
export { makeHandler } from '../../../engine/ai/worker-scope.js';
