// yk-combat's module (STUB written by yk-core for the seam; yk-combat owns
// and replaces this file): the air phase (B-N.1 placing aircraft, B-O
// drops and heliborne moves) and the bombing step (B-N.2, B-M.3) as
// PhaseModules.
import { emptyPhase, type PhaseModule } from '../phase-module.js';

/** B-E 1a/2a: place aircraft, drop paratroops, heliborne moves. */
export const airPhase: PhaseModule = emptyPhase;

/** B-E 1c/2c: the aircraft placed bomb. */
export const bombingPhase: PhaseModule = emptyPhase;
