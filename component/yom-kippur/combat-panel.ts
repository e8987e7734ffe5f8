// The panel's combat part (B-I, B-L): its body (combat-panel-body.ts) loads when a combat phase begins, before
// the update that draws it (yom-kippur.ts `scheduleUpdate`): no other phase shows it.
import { nothing, type TemplateResult } from 'lit';
import type { Game } from '../../src/games/yom-kippur/index.js';
import { onFirstUse } from '../hexmap/on-first-use.js';
import { phaseKind, type YkView } from './view.js';

const body = onFirstUse(() => import('./combat-panel-body.js'));

/** Loads the body once a combat phase has begun; null when there is nothing to wait for. */
export const loadCombatPanel = (g: Game | null): Promise<unknown> | null =>
  !body.module && g && phaseKind(g) === 'combat' ? body.load() : null;

export function combatPanel(v: YkView): TemplateResult | typeof nothing {
  return body.module?.combatPanelBody(v) ?? nothing;
}
