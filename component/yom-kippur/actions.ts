// Yom Kippur's buttons in the bar beside the map: the decisions the engine
// lists that are not taken on the map (artillery support, SAM fire, a
// bombing, a step to lose, an exit, a SAM MOV marker, a recovery), Attack for
// the attack being gathered, End phase and Undo. Every button is one of the
// game's legal actions; all are disabled while the input is not the reader's.
import { html, nothing, type TemplateResult } from 'lit';
import { barButtons } from '../hexmap/bar-buttons.js';
import type { Action } from '../../src/games/yom-kippur/index.js';
import { combatActionText } from './combat-panel.js';
import { actionText, phaseKind, type YkView } from './view.js';

/** The legal actions worth a button now. */
function decisions(v: YkView): Action[] {
  const { game: g, legal } = v;
  // B-L.2: the artillery is ticked in the panel, beside the odds it leaves; one button fires the volley ticked
  if (g.pending?.kind === 'support') {
    const chosen = [...v.draft.artillery].sort().join();
    return legal.filter((a) => a.type === 'support' && [...a.artillery].sort().join() === chosen);
  }
  if (g.pending) return legal.filter((a) => a.type !== 'end');
  if (phaseKind(g) === 'bombing')
    return legal.filter((a) => a.type === 'bomb' && v.bombHex !== null && g.unit(a.target).hex === v.bombHex);
  // B-O.1: the drops declared, each rolled by its button
  const declared = phaseKind(g) === 'air' ? legal.filter((a) => a.type === 'drop' && actionText(g, v.t, a)) : [];
  if (declared.length) return declared;
  const sel = v.selected;
  return sel ? legal.filter((a) => 'unit' in a && a.unit === sel && !('hex' in a)) : [];
}

export function mainActions(v: YkView): TemplateResult {
  const { game: g, t, locked } = v;
  const buttons = decisions(v).flatMap((a) => {
    const text = actionText(g, t, a) ?? combatActionText(g, t, a);
    return text ? [html`<button ?disabled=${locked} @click=${() => v.on.play(a)}>${text}</button>`] : [];
  });
  const gathering = phaseKind(g) === 'combat' && !g.pending && (v.draft.defenders.length || v.draft.attackers.length);
  const canAttack = !!v.odds?.allowed && v.draft.attackers.length > 0 && !v.attackRefusal;
  const canEnd = !g.pending && v.legal.some((a) => a.type === 'end');
  return barButtons({
    own: html`${buttons}
    ${
      gathering
        ? html`<button
              class="primary"
              part="attack-button"
              ?disabled=${locked || !canAttack}
              @click=${() => v.on.attack()}
            >
              ${t.attack}</button
            ><button ?disabled=${locked} @click=${() => v.on.clearDraft()}>${t.clear}</button>`
        : nothing
    }`,
    className: 'decisions',
    locked,
    endPrimary: !gathering,
    canEnd,
    canUndo: v.undoOffered && g.canUndo,
    words: { ...t, close: v.words.close },
    warnings: v.warnings,
    on: v.on,
  });
}
