// The panel's combat part, the prompts of the bombing step and of a combat, and the buttons of their decisions
// (B-N, B-M.3, B-I, B-L): their body (combat-panel-body.ts) loads when the bombing step begins, before the update
// that draws it (yom-kippur.ts `scheduleUpdate`): no earlier phase shows them.
import { nothing, type TemplateResult } from 'lit';
import type { Action, Game } from '../../src/games/yom-kippur/index.js';
import { onFirstUse } from '../hexmap/on-first-use.js';
import type { Text } from './text.js';
import { phaseKind, type YkView } from './view.js';

const body = onFirstUse(() => import('./combat-panel-body.js'));

/** The actions of the bombing's and the combat's decisions, whose buttons the body words. */
const DECISIONS = new Set(['bomb', 'fire', 'support', 'reduce', 'advance', 'attack']);

/**
 * Loads the body once a bombing step or a combat phase has begun, a decision of theirs waits, or one of their
 * actions is legal (A-K: the advanced game bombs in its air phase); null when there is nothing to wait for.
 */
export function loadCombatPanel(g: Game | null, legal: readonly Action[]): Promise<unknown> | null {
  if (body.module || !g) return null;
  const kind = phaseKind(g);
  const now =
    kind === 'combat' ||
    kind === 'bombing' ||
    isCombatDecision(g.pending?.kind) ||
    legal.some((a) => DECISIONS.has(a.type));
  return now ? body.load() : null;
}

/** Is it a decision the bombing (B-M.3) or a combat (B-L.2, B-I.3) waits for, whose prompt is the body's? */
export const isCombatDecision = (kind: string | undefined): boolean =>
  kind === 'bomb' ||
  kind === 'sam-fire' ||
  kind === 'support' ||
  kind === 'retreat' ||
  kind === 'losses' ||
  kind === 'advance';

/** A bombing's or a combat's decision as a button's words (view.ts actionText). */
export const combatActionText = (g: Game, t: Text, a: Action): string | null =>
  body.module?.combatActionText(g, t, a) ?? null;

/** The standing prompt in a combat phase and while a combat's decisions are made. */
export const combatPrompt = (v: YkView): string => body.module?.combatPrompt(v) ?? '';

export function combatPanel(v: YkView): TemplateResult | typeof nothing {
  return body.module?.combatPanelBody(v) ?? nothing;
}

/** A click on a unit of the attacker's that cannot join the attack gathered (B-I), in the combat phase's words. */
export const noAttack = (t: Text, side: string, why: string): string => body.module?.noAttack(t, side, why) ?? why;
