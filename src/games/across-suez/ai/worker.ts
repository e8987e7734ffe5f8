// The computer player in a Web Worker: `new Worker(new URL('./worker.js', import.meta.url), { type: 'module' })`.
import { makeHandler, type Request } from '../../../engine/ai/protocol.js';

const scope = globalThis as unknown as {
  postMessage(m: unknown): void;
  onmessage: ((e: MessageEvent<Request>) => void) | null;
};
const handle = makeHandler((reply) => scope.postMessage(reply));
scope.onmessage = (e) => void handle(e.data);
