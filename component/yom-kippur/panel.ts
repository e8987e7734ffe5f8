// The side panel: the calendar (B-B) and the victory points (B-R), the
// phase, in a combat phase the odds of the attack being gathered and the
// artillery that may support it (combat-panel.ts, loaded with the first
// combat phase), the air war (aircraft ready, over the map, lost; SAM batteries and
// their range, B-M, B-N), units off the map that may act now, the
// eliminated, and the share box. The prompt and buttons are in the bar
// (prompt.ts, actions.ts); the log is the generic log column.
import { html, nothing, type TemplateResult } from 'lit';
import type { UnitInfo } from '../../src/games/yom-kippur/index.js';
import { evaluationBar } from '../hexmap/controls.js';
import { fill } from '../hexmap/text.js';
import { counterName, nameOf, phaseKind, sideName, unitName, type YkView } from './view.js';
import { combatPanel } from './combat-panel.js';
import { endResult } from './end.js';
import { chancesAre } from './ai-notes.js';
import { threatPanel } from './threat.js';
import { vpReason } from './vp-reason.js';

function calendar(v: YkView): TemplateResult {
  const { game: g, t } = v;
  return html`<ol class="calendar" part="turn-track" aria-label=${t.calendar}>
    ${g.calendar().map((c) => {
      const arriving = Object.values(c.reinforcements).flat().length;
      const title = `${t.turn} ${c.turn}: ${c.dates}${arriving ? ` · +${arriving}` : ''}${c.ecm ? ` · ${t.ecm}` : ''}`;
      return html`<li
        class=${c.turn === g.turn ? 'now' : ''}
        aria-current=${c.turn === g.turn ? 'step' : 'false'}
        title=${title}
        aria-label=${title}
      >
        ${c.turn}${arriving ? html`<br /><small>+${arriving}</small>` : nothing}
      </li>`;
    })}
  </ol>`;
}

function victoryPoints(v: YkView): TemplateResult {
  const { game: g, t } = v;
  const vp = g.victoryPoints();
  const sides = Object.keys(vp.total);
  return html`<section part="victory-points">
    <h3>${t.vp}</h3>
    <div class="vp">${sides.map((s) => html`<span>${v.pointsSide(s)} <strong>${vp.total[s]}</strong></span>`)}</div>
    <details>
      <summary>
        ${t.vpNow}${t.colon} ${sides.map((s) => `${v.pointsSide(s)} ${vp.ifEndedNow[s]!.points}`).join(' · ')}
      </summary>
      <ul>
        ${sides.flatMap((s) =>
          vp.ifEndedNow[s]!.items.map(
            (i) =>
              html`<li>${v.pointsSide(s)} ${i.vp > 0 ? '+' : ''}${i.vp}: ${vpReason(g, t, i.what)} (${i.rule})</li>`,
          ),
        )}
      </ul>
    </details>
    ${
      v.estimate === null
        ? nothing
        : html`${evaluationBar(v.estimate, v.words, [
              { id: 'egyptian', name: sideName(t, 'egyptian') },
              { id: 'israeli', name: sideName(t, 'israeli') },
            ])}
            <p class="note">${chancesAre(t)}</p>`
    }
  </section>`;
}

function air(v: YkView): TemplateResult {
  const { game: g, t } = v;
  const air = g.air();
  const sams = g.sams();
  const ecm = g.calendar().find((c) => c.turn === g.turn)?.ecm;
  const mine =
    phaseKind(g) === 'air' && !g.pending
      ? new Set(v.legal.flatMap((a) => (a.type === 'aircraft' ? [a.unit] : [])))
      : new Set<string>();
  return html`<section part="air">
    <h3>${t.air}</h3>
    ${Object.entries(air).map(
      ([side, a]) =>
        html`<div>
            ${sideName(t, side)}${t.colon} ${a.pool.length} ${t.pool} · ${Object.keys(a.placed).length} ${t.over} ·
            ${a.lost.length} ${t.lost}
          </div>
          ${
            a.pool.some((id) => mine.has(id))
              ? html`<div class="pool">
                  ${a.pool
                    .filter((id) => mine.has(id))
                    .map(
                      (id) =>
                        html`<button
                          aria-pressed=${v.selected === id ? 'true' : 'false'}
                          ?disabled=${v.locked}
                          @click=${() => v.on.select(v.selected === id ? null : id)}
                        >
                          ${unitName(t, g.unit(id))}
                        </button>`,
                    )}
                </div>`
              : nothing
          }`,
    )}
    <ul class="sams">
      ${sams
        .filter((s) => s.hex)
        .map(
          (s) =>
            html`<li>
              ${nameOf(g, t, s.id)} (${s.hex})${t.colon}
              ${s.active ? t.active : t.inactive}${s.reduced ? `, ${t.reduced}` : ''}${s.samMov !== null ? `, ${t.samMovMarker}` : ''}
            </li>`,
        )}
    </ul>
    ${ecm ? html`<div class="note">${t.ecm}</div>` : nothing} ${threatPanel(v)}
    <label class="check"
      ><input
        type="checkbox"
        part="sam-ranges"
        .checked=${v.samRanges}
        @change=${(e: Event) => v.on.samRanges((e.target as HTMLInputElement).checked)}
      />
      ${t.samRanges} (${g.sams()[0]?.range ?? ''})</label
    >
  </section>`;
}

/**
 * Ground units off the map: those with a legal action now are buttons (a reinforcement to enter, a para
 * to drop); the others (reinforcements to come, units that cannot act now) fold away, so the few that
 * matter are not lost in the order of battle.
 */
function offMap(v: YkView): TemplateResult {
  const { game: g, t } = v;
  const acting = new Set(v.legal.flatMap((a) => ('unit' in a && a.unit ? [a.unit] : [])));
  const units = g.units().filter((u) => u.kind === 'ground');
  const waiting = units.filter((u) => u.location === 'waiting');
  const ready = waiting.filter((u) => acting.has(u.id));
  const later = waiting.filter((u) => !acting.has(u.id));
  const gone = units.filter((u) => u.location === 'eliminated');
  const rp = g.recoveryPoints();
  const label = (u: UnitInfo) =>
    `${counterName(t, u)} ${u.strength}-${u.movement}${u.arrives ? ` · ${fill(t.arrives, { n: u.arrives.turn })}` : ''}`;
  return html`<section part="pools">
    <h3>${t.waiting}</h3>
    ${
      ready.length
        ? html`<div class="pool">
            ${ready.map(
              (u) =>
                html`<button
                  aria-pressed=${v.selected === u.id ? 'true' : 'false'}
                  ?disabled=${v.locked}
                  @click=${() => v.on.select(v.selected === u.id ? null : u.id)}
                >
                  ${label(u)}
                </button>`,
            )}
          </div>`
        : nothing
    }
    ${
      later.length
        ? html`<details>
            <summary>${fill(t.offMapOthers, { n: later.length })}</summary>
            <ul class="later">
              ${later.map((u) => html`<li>${label(u)}</li>`)}
            </ul>
          </details>`
        : nothing
    }
    ${
      gone.length
        ? html`<h3>${t.eliminated}</h3>
            <div class="note">${gone.map((u) => unitName(t, u)).join(', ')}</div>`
        : nothing
    }
    <div class="note">
      ${t.recovery}${t.colon}
      ${Object.entries(rp)
        .map(([s, n]) => `${sideName(t, s)} ${n}`)
        .join(' · ')}
    </div>
  </section>`;
}

/** B-E, B-D: the sequence of play, from the scenario: who plays first, each side's phases, the player-turns skipped. */
function turnOrder(v: YkView): TemplateResult {
  const { game: g, t } = v;
  const sc = g.data.scenario;
  const sides = [sc.firstSide, ...sc.sides.filter((s) => s !== sc.firstSide)];
  const phases = (side: string) => (sc.phases[side] ?? []).map((p) => t.phases[p.id] ?? p.id).join(', ');
  return html`<details class="turn-order" part="turn-order">
    <summary>${fill(t.turnOrder, { sides: sides.map((s) => v.pointsSide(s)).join(t.then) })}</summary>
    <ul>
      ${sides.map((s) => html`<li>${v.pointsSide(s)}${t.colon} ${phases(s)} (B-E)</li>`)}
      ${sc.skip.map((k) => html`<li>${fill(t.skipped, { turn: k.turn, side: sideName(t, k.side) })}</li>`)}
    </ul>
  </details>`;
}

export function panel(v: YkView): TemplateResult {
  const { game: g, t } = v;
  const status = g.isOver ? endResult(g, t) : `${sideName(t, g.phasingSide)} — ${t.phases[g.phase] ?? g.phase}`;
  return html`<aside class="panel" part="panel">
    ${calendar(v)}
    <h2 part="status">${t.turn} ${g.turn} (${g.dates}) · ${status}</h2>
    ${turnOrder(v)} ${victoryPoints(v)} ${combatPanel(v)} ${air(v)} ${offMap(v)} ${v.share}
    <p class="credits" part="credits">${v.credits}</p>
  </aside>`;
}
