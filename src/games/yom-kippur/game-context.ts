// A game definition's context with the basic game's phase rules (phase-rules.ts) loaded beside its board:
// what the facade, the advanced game and tests ask for. Apart from context.ts, which the phase rules import,
// so that loading them makes no import cycle.
import { contextWith, type Context, type Definition } from './context.js';
import type * as PhaseRulesModule from './phase-rules.js';

/** One context per game definition, shared by every game and clone of it, the phase rules loaded with it. */
export const contextFor = (data: Definition): Promise<Context> => contextWith(data, () => import('./phase-rules.js'));

/** The phase rules a context made by contextFor() carries: the modules and the facade's questions of them. */
export const phaseRulesOf = (ctx: Context): typeof PhaseRulesModule => ctx.phaseRules as typeof PhaseRulesModule;
