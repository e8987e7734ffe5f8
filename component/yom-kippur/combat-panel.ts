// The panel's combat part, the prompts of the bombing step and of a combat, and the buttons of their decisions
// (B-N, B-M.3, B-I, B-L): their body (combat-panel-body.ts) loads when the bombing step begins, before the update
// that draws it (yom-kippur.ts `scheduleUpdate`): no earlier phase shows them, nor their results.
import { nothing, type TemplateResult } from 'lit';
import type { Action, Game, GameEvent } from '../../src/games/yom-kippur/index.js';
import { onFirstUse } from '../hexmap/on-first-use.js';
import type { LaterResult } from './combat-panel-body.js';
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
    legal.some((a) => DECISIONS.has(a.type)) ||
    g.log.some((l) => RESULTS.has(l.event.type)); // a game given with its log (a record, the autosave)
  return now ? body.load() : null;
}

/** The log's events the body words (resultLogText): none comes before the bombing step. */
const RESULTS = new Set(['combat', 'bomb', 'sam-defence', 'support', 'shock']);

/** The body's stylesheet, once it has loaded. */
export const combatPanelStyles = () => body.module?.styles;

/** Loads the body at once: for the tools, which draw pictures with any result marked (tools/games.ts). */
export const loadCombatBody = (): Promise<unknown> | null => body.load();

/** A bombing's, a SAM's or a combat's die and result in words (results.ts). */
export const resultDie = (g: Game, t: Text, e: LaterResult): string => body.module?.resultDie(g, t, e) ?? String(e.die);

/** What a bombing's, a SAM's or a combat's result is about (results.ts). */
export const resultHead = (g: Game, t: Text, e: LaterResult): string => body.module?.resultHead(g, t, e) ?? e.type;

/** The log's line of a combat, a bombing, a SAM's fire, the defender's artillery or a shock (log-words.ts); null otherwise. */
export const resultLogText = (g: Game, t: Text, e: GameEvent): string | null =>
  body.module?.resultLogText(g, t, e) ?? null;

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
