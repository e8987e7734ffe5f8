// The advanced game's computer players behind the worker protocol, in the
// page: the registry then knows `yom-kippur-advanced`, whose players and
// evaluation load with its rules (src/games/yom-kippur/advanced/register.ts).
import '../../../src/games/yom-kippur/advanced/register.js';

export { makeHandler } from '../../../src/engine/ai/protocol.js';
