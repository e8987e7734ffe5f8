// Across Suez's main buttons, in the bar beside the map: the decision the
// engine waits for (decline an advance, confirm exchange losses), cross the
// canal, attack, bombard, the end-phase warnings, End phase and Undo. All
// disabled while the input is not the reader's.
import { html, nothing, type TemplateResult } from 'lit';
import { barButtons } from '../hexmap/bar-buttons.js';
import { fill } from '../hexmap/text.js';
import { nameOf, points, type AsView } from './view.js';

/** A warning in the reader's words, with its rule. */
function warningText(v: AsView, w: { code: string; rule: string; message: string }): string {
  const { game: g, t } = v;
  const template = t.warningTexts[w.code];
  if (!template) return `${w.message} (${w.rule})`;
  const waiting = g
    .units()
    .filter((u) => u.side === g.side && u.location === 'reinforcement' && (u.arrives?.turn ?? 99) <= g.turn);
  const owing = w.code === 'must-attack' ? (w.message.split(': ')[1] ?? '') : '';
  const units = w.code === 'reinforcements-waiting' ? waiting.map((u) => nameOf(t, u)).join(', ') : owing;
  return `${fill(template, { units })} (${w.rule})`;
}

export function mainActions(v: AsView): TemplateResult {
  const { game: g, t, locked } = v;
  const p = g.pending;
  const selected = v.selected && !p ? g.unit(v.selected) : null;
  const crossing = selected && g.phase === 'movement' ? g.crossingCost(selected.id) : null;
  const canAttack = g.phase === 'combat' && selected && g.targets().includes(selected.id) && v.attackers.length > 0;
  const canBombard = g.phase === 'combat' && selected && g.bombardTargets().includes(selected.id);
  return barButtons({
    own: html`${
      p?.kind === 'advance'
        ? html`<button ?disabled=${locked} @click=${() => v.on.decline()}>${t.noAdvance}</button>`
        : nothing
    }
    ${
      p?.kind === 'exchange'
        ? html`${p.units.map(
              (id) =>
                html`<label class="check"
                  ><input
                    type="checkbox"
                    ?disabled=${locked}
                    .checked=${v.exchange.has(id)}
                    @change=${(e: Event) => v.on.toggleExchange(id, (e.target as HTMLInputElement).checked)}
                  />
                  ${nameOf(t, g.unit(id))} (${g.unit(id).strength})</label
                >`,
            )} <button class="primary" ?disabled=${locked} @click=${() => v.on.exchange()}>${t.confirmLosses}</button>`
        : nothing
    }
    ${
      crossing !== null && selected
        ? html`<button ?disabled=${locked} @click=${() => v.on.cross(selected.id)}>
            ${t.cross} (${points(crossing, t)} ${t.mp})
          </button>`
        : nothing
    }
    ${
      canAttack
        ? html`<button class="primary" part="attack-button" ?disabled=${locked} @click=${() => v.on.attack()}>
            ${t.attack}
          </button>`
        : nothing
    }
    ${
      canBombard
        ? html`<button ?disabled=${locked} @click=${() => v.on.bombard(selected.id)}>${t.bombard}</button>`
        : nothing
    }`,
    locked,
    endPrimary: !canAttack,
    canEnd: g.phase !== 'over' && p === null,
    canUndo: v.undoOffered && g.canUndo,
    words: { ...t, close: v.words.close },
    warnings: v.warnings?.map((w) => warningText(v, w)) ?? null,
    on: v.on,
  });
}
