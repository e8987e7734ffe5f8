// The combat panel: the odds of the attack being gathered (B-I.2, with each modifier and its case, and each
// result's chance) and the artillery that may support it (B-L), or, while the defender chooses its artillery, the
// attack it answers (B-L.2); the standing prompt of the bombing step (B-N) and of the combat phase, and of their
// decisions (B-M.3, B-L.2, B-I.3), and those decisions' buttons; their results in words and their log lines.
// Loaded with its English words when the bombing step begins (combat-panel.ts), before the update that draws it.
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Action, Game, GameEvent, OddsInfo } from '../../src/games/yom-kippur/index.js';
import { fill } from '../hexmap/text.js';
import { oddsTableStyles } from '../hexmap/odds-table-styles.js';
import { combatWords, type CombatWords } from './combat-words-en.js';
import { bombWords, resultWords } from './result-words.js';
import type { Text } from './text.js';
import { caseText, nameOf, pct, phaseKind, sideName, type YkView } from './view.js';

/** The odds' table and lists, adopted when the panel loads. */
export const styles = css`
  ${oddsTableStyles}
  .odds ul {
    margin: 2px 0;
    padding-left: 18px;
    font-size: 13px;
  }
`;

type Modifier = OddsInfo['modifiers'][number];

/**
 * A combat modifier's words: the rules' own (`what`, English) unless the language has words for its
 * case (B-J.6 by side), filled with the hex's terrain or the feature named, in the same tables' words.
 */
function modifierText(g: Game, t: Text, w: CombatWords, m: Modifier): string {
  const words = w.modifierWords[`${m.case} ${m.side}`] ?? w.modifierWords[m.case];
  if (!words) return m.what;
  const terrain = m.hex ? g.terrainAt(m.hex) : null;
  return fill(words, {
    terrain: (terrain && t.terrain[terrain]) ?? terrain ?? '',
    feature: t.features[m.what] ?? m.what,
  });
}

export function combatPanelBody(v: YkView): TemplateResult | typeof nothing {
  const { game: g, t, odds: o } = v;
  const w = t.combat ?? combatWords;
  const p = g.pending;
  // B-L.2: while the defender chooses its artillery, the attack it answers, with the odds each choice leaves
  const answering = p?.kind === 'support' ? p : null;
  if (!answering && (phaseKind(g) !== 'combat' || p || (!o && !v.draft.defenders.length))) return nothing;
  const artillery = answering
    ? [...new Set(v.legal.flatMap((a) => (a.type === 'support' ? a.artillery : [])))]
    : [
        ...new Set(
          v.legal.flatMap((a) =>
            a.type === 'attack' && a.defenders.some((h) => v.draft.defenders.includes(h)) ? a.artillery : [],
          ),
        ),
      ];
  const attack = v.supported;
  return html`<section class="odds" part="combat-panel">
    ${
      attack
        ? html`<p class="note">
            ${fill(w.supportAttack, {
              attackers: attack.attackers.map((id) => nameOf(g, t, id)).join(', '),
              hexes: attack.defenders.join(', '),
            })}
          </p>`
        : nothing
    }
    <h3>${w.odds}${o ? `${t.colon} ${o.ratio} → ${w.column} ${o.column}` : ''}</h3>
    ${
      o
        ? html`<div>
              ${fill(w.strengths, { a: o.attack, d: o.defence })}${o.dieModifier ? ` · ${fill(w.dieModifier, { n: o.dieModifier })}` : ''}
            </div>
            ${o.allowed ? (v.attackRefusal ? html`<p class="error">${v.attackRefusal}</p>` : nothing) : html`<p class="error">${w.forbidden}</p>`}
            ${
              o.modifiers.length
                ? html`<div>${w.modifiers}</div>
                    <ul>
                      ${o.modifiers.map(
                        (m) =>
                          html`<li>
                            ${m.side === 'attack' ? w.attacker : w.defender}${t.colon}
                            ${modifierText(g, t, w, m)}${m.unit ? ` (${nameOf(g, t, m.unit)})` : ''}:
                            ${m.value > 0 ? '+' : ''}${m.value} (${m.case})
                          </li>`,
                      )}
                    </ul>`
                : nothing
            }
            <table aria-label=${w.results}>
              ${Object.entries(o.results)
                .filter(([, p]) => p > 0)
                .map(
                  ([r, p]) =>
                    html`<tr>
                      <th scope="row">${r}</th>
                      <td>${resultWords(g, t, r)}</td>
                      <td>${pct(p)}</td>
                    </tr>`,
                )}
            </table>
            <button class="link" @click=${() => v.on.openChart('crt')}>${t.crtTitle}</button>`
        : nothing
    }
    ${
      artillery.length
        ? html`<fieldset>
            <legend>${answering ? w.defenceArtillery : w.artillery} (${answering ? 'B-L.2' : 'B-L'})</legend>
            ${artillery.map(
              (id) =>
                html`<label class="check"
                  ><input
                    type="checkbox"
                    ?disabled=${v.locked}
                    .checked=${v.draft.artillery.includes(id)}
                    @change=${(e: Event) => v.on.artillery(id, (e.target as HTMLInputElement).checked)}
                  />
                  ${nameOf(g, t, id)} (${g.unit(id).strength})</label
                >`,
            )}
          </fieldset>`
        : nothing
    }
  </section>`;
}

/** The standing prompt while the bombing's or a combat's decision waits (B-M.3, B-L.2, B-I.3), in the bombing step (B-N) and in the combat phase (B-I.2). */
export function combatPrompt(v: YkView): string {
  const { game: g, t } = v;
  const w = t.combat ?? combatWords;
  const name = (id: string) => nameOf(g, t, id);
  const p = g.pending;
  if (p) {
    const side = sideName(t, p.side);
    switch (p.kind) {
      case 'bomb':
        return fill(w.promptBomb, { side });
      case 'sam-fire':
        return fill(w.promptSamFire, { side });
      case 'support':
        return fill(w.promptSupport, { side });
      case 'retreat':
        return fill(p.hexes === 1 ? w.promptRetreat1 : w.promptRetreat, {
          side,
          units: p.units.map(name).join(', '),
          n: p.hexes,
        });
      case 'losses':
        return fill(w.promptLosses, { side, n: p.count });
      case 'advance':
        return fill(w.promptAdvance, { side, units: p.units.map(name).join(', ') });
    }
  }
  const side = sideName(t, g.phasingSide);
  if (phaseKind(g) === 'bombing') {
    // B-N.1: the aircraft placed must bomb before the step ends; the prompt offers only what the buttons allow
    const bombs = v.legal.some((a) => a.type === 'bomb');
    const canEnd = v.legal.some((a) => a.type === 'end');
    if (!bombs) return fill(w.promptBombingNone, { side });
    if (v.bombHex) return fill(w.promptBombHex, { side });
    return fill(canEnd ? w.promptBombing : w.promptBombingMust, { side });
  }
  const o = v.odds;
  if (!o) return fill(w.promptCombat, { side });
  if (!o.allowed) return fill(w.promptNoAttack, { side, why: w.forbidden });
  if (v.attackRefusal) return fill(w.promptAttackRefused, { side, why: v.attackRefusal });
  return fill(w.promptCombatOdds, { side, attack: o.attack, defence: o.defence, ratio: o.ratio, column: o.column });
}

/** A click on a unit of the attacker's that cannot join the attack gathered (B-I). */
export const noAttack = (t: Text, side: string, why: string): string =>
  fill((t.combat ?? combatWords).promptNoAttack, { side, why });

/** A bombing's or a combat's decision as a button's words; null for those taken on the map (retreats, advances). */
export function combatActionText(g: Game, t: Text, a: Action): string | null {
  const w = t.combat ?? combatWords;
  const n = (id: string) => nameOf(g, t, id);
  switch (a.type) {
    case 'bomb':
      return g.pending?.kind === 'bomb'
        ? fill(w.bombRoll, { aircraft: n(a.aircraft), target: n(a.target) })
        : fill(w.bombWith, { aircraft: n(a.aircraft), target: n(a.target) });
    case 'fire':
      return a.sam ? fill(w.fireAt, { sam: n(a.sam), aircraft: n(a.aircraft!) }) : w.noFire;
    case 'support':
      return a.artillery.length
        ? fill(w.supportWith, { units: a.artillery.map((x) => `${n(x)} (${g.unit(x).strength})`).join(', ') })
        : w.noSupport;
    case 'reduce':
      return fill(g.pending?.kind === 'losses' ? w.loseStep : w.reduce, { unit: n(a.unit) });
    case 'advance':
      return a.unit === null ? w.decline : null;
    default:
      return null;
  }
}

/** A bombing's, a SAM's or a combat's result (B-N.2, B-M.3, B-I.3) from the bombing step on. */
export type LaterResult = Extract<GameEvent, { type: 'combat' | 'bomb' | 'sam-defence' }>;

/** "die 5: D1 (defender retreats 1 hex)", "die 1: A1 (no effect)". */
export function resultDie(g: Game, t: Text, e: LaterResult): string {
  const w = t.combat ?? combatWords;
  switch (e.type) {
    case 'combat':
      return fill(w.dieResult, { die: e.die, code: e.result, words: resultWords(g, t, e.result) });
    case 'bomb':
      return fill(w.dieResult, { die: e.die, code: e.result, words: bombWords(g, t, e.result, e.rule) });
    case 'sam-defence':
      return fill(t.dieWords, { die: e.die, words: w.outcomes[e.result] ?? e.result });
  }
}

/** What a result's sentence is about: "Combat in 0611 (2-1)", "Israel aircraft 1 bombs 18th Arty". */
export function resultHead(g: Game, t: Text, e: LaterResult): string {
  const w = t.combat ?? combatWords;
  const n = (id: string) => nameOf(g, t, id);
  return e.type === 'combat'
    ? fill(w.combatIn, { hexes: e.hexes.join(', '), odds: e.odds })
    : e.type === 'bomb'
      ? fill(w.bombOf, { aircraft: n(e.aircraft), target: n(e.target) })
      : fill(w.samOf, { sam: n(e.sam), aircraft: n(e.aircraft) });
}

/** The log's line of a combat, a bombing, a SAM's fire, the defender's artillery or a shock marker; null for the others. */
export function resultLogText(g: Game, t: Text, e: GameEvent): string | null {
  const w = t.combat ?? combatWords;
  const n = (id: string) => nameOf(g, t, id);
  switch (e.type) {
    case 'combat':
      return fill(w.logCombat, {
        attackers: e.attackers.map(n).join(', '),
        hexes: e.hexes.join(', '),
        a: e.attack,
        d: e.defence,
        odds: e.odds,
        result: resultDie(g, t, e),
      });
    case 'bomb':
      return fill(w.logBomb, {
        aircraft: n(e.aircraft),
        target: n(e.target),
        result: resultDie(g, t, e),
        rule: caseText(t, e.rule),
      });
    case 'sam-defence':
      return fill(w.logSam, { sam: n(e.sam), aircraft: n(e.aircraft), result: resultDie(g, t, e) });
    case 'support':
      return fill(w.logSupport, { side: sideName(t, e.side), units: e.artillery.map(n).join(', ') || t.none });
    case 'shock':
      return fill(e.placed ? w.logShockOn : w.logShockOff, { unit: n(e.unit), rule: caseText(t, e.rule) });
    default:
      return null;
  }
}
