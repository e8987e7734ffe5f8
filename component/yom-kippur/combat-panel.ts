// The panel's combat part and the prompt of a combat (B-I, B-L): their body (combat-panel-body.ts) loads when a
// combat phase begins, before the update that draws it (yom-kippur.ts `scheduleUpdate`): no other phase shows them.
import { nothing, type TemplateResult } from 'lit';
import type { Game } from '../../src/games/yom-kippur/index.js';
import { onFirstUse } from '../hexmap/on-first-use.js';
import type { Text } from './text.js';
import { phaseKind, type YkView } from './view.js';

const body = onFirstUse(() => import('./combat-panel-body.js'));

/** Loads the body once a combat phase has begun (or a combat's decision waits); null when there is nothing to wait for. */
export const loadCombatPanel = (g: Game | null): Promise<unknown> | null =>
  !body.module && g && (phaseKind(g) === 'combat' || isCombatDecision(g.pending?.kind)) ? body.load() : null;

/** Is it a decision a combat waits for (B-L.2, B-I.3), whose prompt is the body's? */
export const isCombatDecision = (kind: string | undefined): boolean =>
  kind === 'support' || kind === 'retreat' || kind === 'losses' || kind === 'advance';

/** The standing prompt in a combat phase and while a combat's decisions are made. */
export const combatPrompt = (v: YkView): string => body.module?.combatPrompt(v) ?? '';

export function combatPanel(v: YkView): TemplateResult | typeof nothing {
  return body.module?.combatPanelBody(v) ?? nothing;
}

/** A click on a unit of the attacker's that cannot join the attack gathered (B-I), in the combat phase's words. */
export const noAttack = (t: Text, side: string, why: string): string => body.module?.noAttack(t, side, why) ?? why;
