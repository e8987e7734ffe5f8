// Across Suez's computer player in a Web Worker (dist/ai-worker.js):
// `new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' })`.
import '../index.js';
import { makeHandler, type Request } from '../../../engine/ai/protocol.js';

const scope = globalThis as unknown as {
  postMessage(m: unknown): void;
  onmessage: ((e: MessageEvent<Request>) => void) | null;
};
const handle = makeHandler((reply) => scope.postMessage(reply));
scope.onmessage = (e) => void handle(e.data);
