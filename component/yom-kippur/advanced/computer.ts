// The advanced game's computer players behind the worker protocol, in the
// page: the game registered (registration.ts, first), then its players and
// evaluation (src/games/yom-kippur/advanced/ai/computer.ts adds them to it).
import './registration.js';
import '../../../src/games/yom-kippur/advanced/ai/computer.js';

export { makeHandler } from '../../../src/engine/ai/protocol.js';
