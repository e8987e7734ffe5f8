// The side panel: turn track and its legend, the phase and its rules of the
// moment, the combat preview, the line of communication, pools, the Cross
// Suez box and the units eliminated; and the generic controls (evaluation
// bar, share) where Across Suez puts them. The prompt and the main buttons
// are in the bar over the map (actions.ts, prompt.ts); the log is the
// generic log column.
import { html, nothing, type TemplateResult } from 'lit';
import { fill } from '../hexmap/text.js';
import { evaluationBar } from '../hexmap/controls.js';
import { columnName, nameOf, pct, signed, type AsView } from './view.js';
import { logWords } from './log-words.js';

function track(v: AsView): TemplateResult {
  const { game: g, t } = v;
  const nights = g.data.scenario.nightTurns;
  const arrivals = (turn: number) => g.data.units.filter((u) => u.arrives?.turn === turn).length;
  return html`<div class="track" part="turn-track" role="list" aria-label=${t.turn}>
      ${Array.from({ length: g.data.scenario.turns }, (_, i) => i + 1).map((n) => {
        const title = [
          `${t.turn} ${n}${nights.includes(n) ? ` (${t.night})` : ''}`,
          arrivals(n) ? fill(t.arrivalsTitle, { n: arrivals(n) }) : '',
        ]
          .filter(Boolean)
          .join(' · ');
        return html`<div
          role="listitem"
          class=${`${nights.includes(n) ? 'night' : ''} ${n === g.turn ? 'now' : ''}`}
          aria-current=${n === g.turn ? 'step' : 'false'}
          aria-label=${title}
          title=${title}
        >
          ${n}${nights.includes(n) ? '☾' : ''}${arrivals(n) ? html`<br /><small>+${arrivals(n)}</small>` : nothing}
        </div>`;
      })}
    </div>
    <div class="note">${t.trackLegend}</div>`;
}

/** A column shift in words: "Chinese Farm (12.1): 2 left". */
function shiftText(v: AsView, s: { rule: string; reason: string; columns: number }): string {
  const { t } = v;
  const terrain = (key: string) => t.terrain[key] ?? key;
  const reason =
    s.rule === '8.0'
      ? t.combinedArms
      : s.rule === '13.3'
        ? t.artillerySupport
        : s.rule === '12.2'
          ? fill(t.behindRidge, { terrain: terrain(s.reason.replace(/ behind a ridge$/, '')) })
          : terrain(s.reason);
  const n = Math.abs(s.columns);
  return `${reason} (${s.rule})\u00a0: ${fill(s.columns < 0 ? t.shiftLeft : t.shiftRight, { n })}`.replace(
    '\u00a0:',
    t.decimal === ',' ? '\u202f:' : ':',
  );
}

function combatPreview(v: AsView): TemplateResult | typeof nothing {
  const { game: g, t, selected } = v;
  if (g.phase !== 'combat' || !selected || g.pending) return nothing;
  const bombard = g.bombardTargets().includes(selected);
  const canAttack = g.targets().includes(selected) && v.attackers.length > 0;
  const odds = canAttack ? g.combatOdds(v.attackers, selected, { artillery: v.artillery }) : null;
  const attack = v.attackers.reduce((sum, id) => sum + g.unit(id).strength, 0);
  const b = g.data.scenario.bombardment;
  return html`<section class="odds" part="combat-panel">
    <h3>${nameOf(t, g.unit(selected))}</h3>
    ${
      odds
        ? html`<div>${fill(t.strengths, { a: attack, d: g.unit(selected).strength })}</div>
            <div>
              ${t.differential}${t.decimal === ',' ? '\u202f:' : ':'} <strong>${signed(odds.differential)}</strong>
            </div>
            <ul class="shifts">
              ${odds.shifts.map((s) => html`<li>${shiftText(v, s)}</li>`)}
            </ul>
            <div>
              ${t.columnIs}${t.decimal === ',' ? '\u202f:' : ':'} <strong>${columnName(odds.columnLabel, t)}</strong>
              <button class="link" @click=${() => v.on.openChart('crt')}>${t.seeCrt}</button>
            </div>
            <table aria-label=${t.odds}>
              ${Object.entries(odds.outcomes)
                .filter(([, p]) => p > 0)
                .map(
                  ([r, p]) =>
                    html`<tr>
                      <td>${logWords(v.lang).results[r] ?? r}</td>
                      <td>${pct(p)}</td>
                    </tr>`,
                )}
            </table>
            ${
              g.artilleryAvailable > 0
                ? html`<label
                    ><input
                      type="checkbox"
                      ?disabled=${v.locked}
                      .checked=${v.artillery}
                      @change=${(e: Event) => v.on.artillery((e.target as HTMLInputElement).checked)}
                    />
                    ${t.artillery} (${g.artilleryAvailable})</label
                  >`
                : nothing
            }`
        : nothing
    }
    ${
      bombard
        ? html`<div>
            ${fill(t.bombardChance, { p: pct(b.eliminatedOn.length / g.rules.descriptor.die.faces), faces: b.eliminatedOn.join(', ') })}
          </div>`
        : nothing
    }
  </section>`;
}

function pools(v: AsView): TemplateResult {
  const { game: g, t } = v;
  const units = g.units();
  const pool = (side: 'israeli' | 'egyptian') => units.filter((u) => u.side === side && u.location === 'reinforcement');
  const crossed = units.filter((u) => u.location === 'crossed');
  const gone = v.eliminated.map((id) => g.unit(id));
  const colon = t.decimal === ',' ? '\u202f:' : ':';
  return html`<section part="pools">
    <h3>${t.reinforcements}</h3>
    ${(['israeli', 'egyptian'] as const).map((side) => {
      const units = pool(side);
      // the units that may enter now are buttons; the later ones wait folded, so the panel stays short
      const now = units.filter((u) => u.arrives!.turn <= g.turn);
      const later = units.filter((u) => u.arrives!.turn > g.turn);
      const item = (u: (typeof units)[number]) =>
        html`<button
          aria-pressed=${v.selected === u.id ? 'true' : 'false'}
          ?disabled=${v.locked || g.phase !== 'movement' || u.side !== g.side || !g.canMove(u.id)}
          @click=${() => v.on.select(v.selected === u.id ? null : u.id)}
        >
          ${nameOf(t, u)} ${u.strength}-${u.movement} · ${fill(t.arrives, { n: u.arrives!.turn })}
        </button>`;
      return units.length
        ? html`<div class="pool" aria-label=${`${t.reinforcements} ${t[side]}`}>
            ${now.map(item)}
            ${
              later.length
                ? html`<details class="later">
                    <summary>${fill(t.later, { side: t[side], n: later.length })}</summary>
                    <div class="pool">${later.map(item)}</div>
                  </details>`
                : nothing
            }
          </div>`
        : nothing;
    })}
    <h3>${t.crossed}${colon} ${crossed.length} / ${g.data.scenario.unitsAcrossToWin}</h3>
    <div class="note">${crossed.map((u) => nameOf(t, u)).join(', ')}</div>
    ${
      gone.length
        ? html`<h3>${t.eliminated}</h3>
            <div class="note">${gone.map((u) => nameOf(t, u)).join(', ')}</div>`
        : nothing
    }
  </section>`;
}

export function panel(v: AsView): TemplateResult {
  const { game: g, t } = v;
  const selectedUnit = v.selected ? g.unit(v.selected) : null;
  const line = g.lineOfCommunication();
  return html`<aside class="panel" part="panel">
    ${track(v)}
    ${
      v.estimate === null
        ? nothing
        : evaluationBar(v.estimate, v.words, [
            { id: 'israeli', name: t.israeli },
            { id: 'egyptian', name: t.egyptian },
          ])
    }
    <h2 part="status">
      ${t.turn} ${g.turn} (${g.isNight ? t.night : t.day}) ·
      ${g.phase === 'over' ? t.over : `${t[g.side]} — ${t[g.phase]}`}
    </h2>
    ${g.turn === 1 && g.phase !== 'over' ? html`<div class="note">${t.turn1}</div>` : nothing}
    ${g.isNight && g.phase !== 'over' ? html`<div class="note">${t.nightRule}</div>` : nothing}
    ${
      g.phase === 'over'
        ? html`<div class="victory" part="victory" role="alert">
            <strong>${t.victory[g.winner!]}</strong><br />${t.reasons[g.reason ?? ''] ?? ''}
          </div>`
        : nothing
    }
    ${
      selectedUnit && g.phase === 'movement'
        ? html`<p>
            <strong>${nameOf(t, selectedUnit)}</strong> ${selectedUnit.strength}-${selectedUnit.movement} ·
            ${t.types[selectedUnit.type]}
          </p>`
        : nothing
    }
    ${combatPreview(v)}
    <details class="loc">
      <summary>${line ? '✓ ' + t.lineOk : '✗ ' + t.lineCut} (14.1)</summary>
      <p class="note">${t.lineWhy}</p>
    </details>
    ${pools(v)} ${v.share}
  </aside>`;
}
