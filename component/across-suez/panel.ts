// The side panel: turn track, phase and its buttons, the decision the game
// waits for, the combat preview, pools, the Cross Suez box, the log; and the
// generic controls (evaluation bar, replay, share) where Across Suez puts them.
import { html, nothing, type TemplateResult } from 'lit';
import type { Game } from '../../src/index.js';
import type { Text } from './text.js';
import { fill, type HexmapText } from '../hexmap/text.js';
import type { Replay } from '../hexmap/replay.js';
import { evaluationBar, replayControls, shareBox } from '../hexmap/controls.js';

export interface PanelView {
  game: Game;
  t: Text;
  /** The generic controls' words. */
  words: HexmapText;
  selected: string | null;
  attackers: string[];
  artillery: boolean;
  exchange: Set<string>;
  warnings: { code: string; rule: string; message: string }[] | null;
  error: string;
  thinking: boolean;
  replay: Replay<Game> | null;
  /** The Israeli player's estimated chance of winning, when the bar is on. */
  estimate: number | null;
  on: {
    select(id: string | null): void;
    endPhase(force: boolean): void;
    undo(): void;
    cross(id: string): void;
    attack(): void;
    bombard(id: string): void;
    artillery(on: boolean): void;
    decline(): void;
    exchange(): void;
    goTo(index: number): void;
    cancelWarnings(): void;
    exportRecord(): string;
    shareLink(): string;
    importRecord(text: string): void;
  };
}

const pct = (p: number) => `${Math.round(p * 100)}%`;

function track(v: PanelView): TemplateResult {
  const { game: g, t } = v;
  const nights = g.data.scenario.nightTurns;
  const arrivals = (turn: number) => g.data.units.filter((u) => u.arrives?.turn === turn).length;
  return html`<div class="track" part="turn-track" role="list" aria-label=${t.turn}>
    ${Array.from({ length: g.data.scenario.turns }, (_, i) => i + 1).map(
      (n) =>
        html`<div
          role="listitem"
          class=${`${nights.includes(n) ? 'night' : ''} ${n === g.turn ? 'now' : ''}`}
          aria-current=${n === g.turn ? 'step' : 'false'}
          title=${`${t.turn} ${n}${nights.includes(n) ? ` (${t.night})` : ''}${arrivals(n) ? ` +${arrivals(n)}` : ''}`}
        >
          ${n}${nights.includes(n) ? '☾' : ''}${arrivals(n) ? html`<br /><small>+${arrivals(n)}</small>` : nothing}
        </div>`,
    )}
  </div>`;
}

function combatPreview(v: PanelView): TemplateResult | typeof nothing {
  const { game: g, t, selected } = v;
  if (g.phase !== 'combat' || !selected || g.pending) return nothing;
  const bombard = g.bombardTargets().includes(selected);
  const canAttack = g.targets().includes(selected) && v.attackers.length > 0;
  const odds = canAttack ? g.combatOdds(v.attackers, selected, { artillery: v.artillery }) : null;
  return html`<section class="odds" part="combat-panel">
    <h3>${g.unit(selected).name}</h3>
    ${
      odds
        ? html` <div>${t.differential}: <strong>${odds.differential >= 0 ? '+' : ''}${odds.differential}</strong></div>
            <table>
              ${odds.shifts.map(
                (s) =>
                  html`<tr>
                    <td>${s.reason} (${s.rule})</td>
                    <td>${s.columns > 0 ? '+' : ''}${s.columns}</td>
                  </tr>`,
              )}
              <tr>
                <td>${t.column}</td>
                <td><strong>${odds.columnLabel}</strong></td>
              </tr>
            </table>
            <table aria-label=${t.odds}>
              ${Object.entries(odds.outcomes)
                .filter(([, p]) => p > 0)
                .map(
                  ([r, p]) =>
                    html`<tr>
                      <td>${r}</td>
                      <td>${pct(p)}</td>
                    </tr>`,
                )}
            </table>
            ${g.artilleryAvailable > 0 ? html`<label><input type="checkbox" .checked=${v.artillery} @change=${(e: Event) => v.on.artillery((e.target as HTMLInputElement).checked)} /> ${t.artillery} (${g.artilleryAvailable})</label>` : nothing}
            <div class="buttons">
              <button class="primary" part="attack-button" @click=${() => v.on.attack()}>${t.attack}</button>
            </div>`
        : nothing
    }
    ${bombard ? html`<div class="buttons"><button @click=${() => v.on.bombard(selected)}>${t.bombard}</button></div>` : nothing}
  </section>`;
}

function pendingPrompt(v: PanelView): TemplateResult | typeof nothing {
  const { game: g, t } = v;
  const p = g.pending;
  if (!p) return nothing;
  const names = p.units.map((id) => g.unit(id).name).join(', ');
  if (p.kind === 'retreat')
    return html`<p class="prompt" part="prompt">${t[p.side]}: ${names} — ${t.chooseRetreat}</p>`;
  if (p.kind === 'advance') {
    return html`<p class="prompt" part="prompt">${t[p.side]}: ${names} ${t.chooseAdvance}</p>
      <div class="buttons"><button @click=${() => v.on.decline()}>${t.noAdvance}</button></div>`;
  }
  return html`<p class="prompt" part="prompt">${t[p.side]} ${fill(t.chooseExchange, { n: p.options.strength })}</p>
    ${p.units.map(
      (id) =>
        html`<label
          ><input
            type="checkbox"
            .checked=${v.exchange.has(id)}
            @change=${(e: Event) => {
              if ((e.target as HTMLInputElement).checked) v.exchange.add(id);
              else v.exchange.delete(id);
            }}
          />
          ${g.unit(id).name} (${g.unit(id).strength})</label
        >`,
    )}
    <div class="buttons"><button class="primary" @click=${() => v.on.exchange()}>${t.confirmLosses}</button></div>`;
}

function pools(v: PanelView): TemplateResult {
  const { game: g, t } = v;
  const units = g.units();
  const pool = (side: 'israeli' | 'egyptian') => units.filter((u) => u.side === side && u.location === 'reinforcement');
  const crossed = units.filter((u) => u.location === 'crossed');
  const gone = units.filter((u) => u.location === 'eliminated');
  return html`<section part="pools">
    <h3>${t.reinforcements}</h3>
    ${(['israeli', 'egyptian'] as const).map(
      (side) =>
        html`<div class="pool" aria-label=${`${t.reinforcements} ${t[side]}`}>
          ${pool(side).map(
            (u) =>
              html`<button
                aria-pressed=${v.selected === u.id ? 'true' : 'false'}
                ?disabled=${g.phase !== 'movement' || u.side !== g.side || !g.canMove(u.id)}
                @click=${() => v.on.select(v.selected === u.id ? null : u.id)}
              >
                ${u.name} ${u.strength}-${u.movement} · ${fill(t.arrives, { n: u.arrives!.turn })}
              </button>`,
          )}
        </div>`,
    )}
    <h3>${t.crossed}: ${crossed.length} / ${g.data.scenario.unitsAcrossToWin}</h3>
    <div class="note">${crossed.map((u) => u.name).join(', ')}</div>
    ${
      gone.length
        ? html`<h3>${t.eliminated}</h3>
            <div class="note">${gone.map((u) => u.name).join(', ')}</div>`
        : nothing
    }
  </section>`;
}

export function panel(v: PanelView): TemplateResult {
  const { game: g, t } = v;
  const selectedUnit = v.selected ? g.unit(v.selected) : null;
  const crossing = selectedUnit && g.phase === 'movement' ? g.crossingCost(selectedUnit.id) : null;
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
    ${g.phase === 'over' ? html`<div class="victory" part="victory" role="alert"><strong>${fill(t.winner, { side: t[g.winner!] })}</strong><br />${t.reasons[g.reason ?? ''] ?? ''}</div>` : nothing}
    ${v.thinking ? html`<p class="prompt" role="status">${t.thinking}</p>` : nothing}
    ${v.error ? html`<p class="error" role="alert">${v.error}</p>` : nothing}
    ${v.replay ? replayControls(v.replay, v.words, g.turn, g.data.scenario.turns, v.on.goTo) : nothing}
    ${
      v.replay
        ? nothing
        : html` ${pendingPrompt(v)}
            ${!g.pending && g.phase === 'movement' && !selectedUnit ? html`<p class="note">${t.selectUnit}</p>` : nothing}
            ${!g.pending && g.phase === 'combat' && !v.selected ? html`<p class="note">${t.selectTarget}</p>` : nothing}
            ${selectedUnit && g.phase === 'movement' ? html`<p><strong>${selectedUnit.name}</strong> ${selectedUnit.strength}-${selectedUnit.movement} · ${t.types[selectedUnit.type]}</p>` : nothing}
            ${combatPreview(v)}
            ${
              v.warnings
                ? html`<div role="alert">
                    <p class="prompt">${t.warnings}</p>
                    <ul>
                      ${v.warnings.map((w) => html`<li>${w.message} (${w.rule})</li>`)}
                    </ul>
                    <div class="buttons">
                      <button class="primary" @click=${() => v.on.endPhase(true)}>${t.endAnyway}</button
                      ><button @click=${() => v.on.cancelWarnings()}>✕</button>
                    </div>
                  </div>`
                : nothing
            }
            <div class="buttons" part="actions">
              ${crossing !== null && selectedUnit ? html`<button @click=${() => v.on.cross(selectedUnit.id)}>${t.cross} (${crossing} ${t.mp})</button>` : nothing}
              <button
                class="primary"
                part="end-phase"
                ?disabled=${g.phase === 'over' || g.pending !== null}
                @click=${() => v.on.endPhase(false)}
              >
                ${t.endPhase}
              </button>
              <button ?disabled=${!g.canUndo} @click=${() => v.on.undo()}>${t.undo}</button>
            </div>`
    }
    <div class="note">${line ? '✓ ' + t.lineOk : '✗ ' + t.lineCut}</div>
    ${pools(v)}
    <section part="log">
      <h3>${t.log}</h3>
      <ol class="log">
        ${g.log.slice(-40).map((e) => html`<li>${e.text}</li>`)}
      </ol>
    </section>
    ${v.replay ? nothing : shareBox(v.words, v.on)}
  </aside>`;
}
