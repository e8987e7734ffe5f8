// A game's computer-player module (src/games/<game>/ai/worker.ts) answers the worker protocol: in a Web
// Worker it listens to its messages; imported into a page (where no worker can start, or the element is
// told to search in the page) it only exports the handler, and the page speaks the same protocol to it
// (component/hexmap/computer.ts), so the search runs the same way in both places.
import { makeHandler, type Request } from './protocol.js';

export function answerInWorker(): void {
  const scope = globalThis as unknown as {
    postMessage(m: unknown): void;
    onmessage: ((e: MessageEvent<Request>) => void) | null;
    WorkerGlobalScope?: unknown;
  };
  if (scope.WorkerGlobalScope === undefined) return; // a page (or Node) that imported the module
  const handle = makeHandler((reply) => scope.postMessage(reply));
  scope.onmessage = (e) => void handle(e.data);
}

export { makeHandler };
