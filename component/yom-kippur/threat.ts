// The panel's part on the SAMs over the aircraft the reader selected or points at (B-M, B-N): a hint until
// there is one, then its body (threat-details.ts), which loads when an aircraft is first selected or over the
// map — before the update that draws it (yom-kippur.ts `scheduleUpdate`), as no aircraft is looked at before.
import { html, type TemplateResult } from 'lit';
import type { Game } from '../../src/games/yom-kippur/index.js';
import { onFirstUse } from '../hexmap/on-first-use.js';
import type { YkView } from './view.js';

const details = onFirstUse(() => import('./threat-details.js'));

/** Loads the body once an aircraft can be looked at (selected, or over the map); null when there is nothing to wait for. */
export function loadThreat(g: Game | null, selected: string | null): Promise<unknown> | null {
  if (details.module || !g) return null;
  const flying = selected !== null && g.unit(selected).kind === 'aircraft';
  return flying || Object.values(g.air()).some((a) => Object.keys(a.placed).length) ? details.load() : null;
}

/** The body's stylesheet, once it has loaded. */
export const threatStyles = () => details.module?.styles;

export function threatPanel(v: YkView): TemplateResult {
  const body = details.module;
  return v.threat && body
    ? body.threatDetails(v, v.threat)
    : html`<p class="note" part="sam-threat">${v.t.threatHint}</p>`;
}
