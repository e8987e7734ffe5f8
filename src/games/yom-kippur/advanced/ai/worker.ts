// The advanced game's computer players behind the worker protocol, in a Web Worker of their own
// (dist/yom-kippur-advanced-ai-worker.js, which the element starts for `scenario="advanced"`), so that
// the basic game's worker carries the basic game only. The game registered (../register.ts) loads its
// rules and players when first asked; the built file carries them in it.
import '../register.js';
import { answerInWorker } from '../../../../engine/ai/worker-scope.js';

answerInWorker();
export { makeHandler } from '../../../../engine/ai/worker-scope.js';
