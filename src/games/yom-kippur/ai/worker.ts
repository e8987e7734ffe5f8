// Yom Kippur's computer player in a Web Worker (dist/yom-kippur-ai-worker.js):
// `new Worker(new URL('./yom-kippur-ai-worker.js', import.meta.url), { type: 'module' })`.
// It imports the game's entry, which registers the game and its players, so
// the worker carries this game only.
import '../index.js';
import { makeHandler, type Request } from '../../../engine/ai/protocol.js';

const scope = globalThis as unknown as {
  postMessage(m: unknown): void;
  onmessage: ((e: MessageEvent<Request>) => void) | null;
};
const handle = makeHandler((reply) => scope.postMessage(reply));
scope.onmessage = (e) => void handle(e.data);
