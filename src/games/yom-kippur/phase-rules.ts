// The rules of the phases that run a module of their own (air/, the bombing, combat/, and the airborne
// landings the air phase runs), the player-turn's combat records, and what the facade asks of them: loaded with a game's context
// (context.ts `contextFor` awaits this module beside the board's kernel), so that a page's first file
// carries the movement and the sequence of play and the rest arrives while the Wasm compiles. The rules
// reach these through the context (`ctx.phaseRules`) and call them synchronously: one implementation,
// loaded once per page.
import { airPhase, bombingPhase } from './air/index.js';
import { combatPhase } from './combat/index.js';
import type { PhaseModule } from './phase-module.js';

export { combatOdds } from './combat/index.js';
export { attackRefusal } from './combat/declare.js';
export { samThreat } from './air/sam-threat.js';
export { clearCombats, combatRecords } from './combat/records.js';

/** The basic game's phase modules by phase kind (sequence.ts `phaseModule`). */
export const phases: Readonly<Record<string, PhaseModule>> = {
  air: airPhase,
  bombing: bombingPhase,
  combat: combatPhase,
};
