// A-K's air phase in the element: the stage under way, each air force's
// pools, the raids and interceptors in the air hex by hex, the decisions of
// the stage as buttons, the prompt, and the hexes to mark. Every choice
// offered is one of the game's legal actions (the rules' own listing);
// the stage and each counter's flags are read from the game's position.
import { html, nothing, type TemplateResult } from 'lit';
import type { Action, Game, HexId, UnitInfo } from '../../../src/games/yom-kippur/index.js';
import type { AirAction } from '../../../src/games/yom-kippur/advanced/air/codes.js';
import type { AirPosition } from '../../../src/games/yom-kippur/advanced/air/position.js';
import type { MapOverlays } from '../../hexmap/hex-map-element.js';
import { fill } from '../../hexmap/text.js';
import { counterName, nameOf, phaseKind, sideName } from '../view.js';
import type { Text } from '../text.js';
import type { AdvancedWords } from './words.js';

/** A decision of the air phase: A-K's own, or A-K[Placement] a's attack by paras just landed (the combat's action). */
type AirDecision = AirAction | Extract<Action, { type: 'attack' }>;
/** A-K b: a helicopter's flight with its cargo to a drop hex. */
type HeliRaid = Extract<AirAction, { type: 'heli-raid' }>;

/** What the air view is drawn from: the game, its legal actions now, the reader's choices under way. */
export interface AirView {
  game: Game;
  legal: readonly Action[];
  t: Text;
  w: AdvancedWords & { front: Record<string, string> };
  /** The aircraft selected, to place as a raid or an interceptor (or the helicopter, to fly: A-K b). */
  selected: string | null;
  /** A-K b: the unit the helicopter selected is to lift, once chosen. */
  cargo: string | null;
  /** The hex whose decisions the bar shows (a raid's roles, a hex's detection, SAM shots, combats, bombs). */
  airHex: HexId | null;
  locked: boolean;
  select(id: string | null): void;
  /** A-K b: chooses the unit the helicopter selected lifts (null: none chosen yet). */
  lift(id: string | null): void;
  play(a: Action): void;
}

/** Where more decisions than this stand open, the bar asks for a hex first. */
const MANY = 6;

export const isAirPhase = (g: Game): boolean => phaseKind(g) === 'air';
export const airOf = (g: Game): AirPosition => (g.position() as unknown as { air: AirPosition }).air;
const airActions = (legal: readonly Action[]) => legal as unknown as readonly (AirDecision | { type: 'end' })[];

/** The front of the phase under way ("air@golan": golan). */
export const frontOf = (phase: string): string | null => phase.split('@')[1] ?? null;

/** The hex an air decision is taken over. */
function hexOfAir(g: Game, a: AirDecision): HexId | null {
  switch (a.type) {
    case 'raid':
    case 'intercept':
    case 'detect':
    case 'sam':
    case 'heli-raid':
      return a.hex;
    case 'air-attack':
      return g.unit(a.attackers[0]!).hex;
    case 'air-bomb': {
      const bridge = g.bridges().find((b) => b.id === a.target);
      return bridge ? bridge.hexes[0]! : g.unit(a.target).hex;
    }
    case 'attack':
      return a.defenders[0] ?? null;
    default:
      return null;
  }
}

/** The aircraft a raid or an interception places, or the helicopter a flight flies (A-K b). */
const placing = (a: AirDecision): string | null =>
  a.type === 'raid' || a.type === 'intercept' ? a.aircraft : a.type === 'heli-raid' ? a.helicopter : null;

/** A-K b: the flights the helicopter selected may fly (the rules' own listing), with the cargo chosen when one is. */
const lifts = (v: AirView): HeliRaid[] =>
  airActions(v.legal).filter(
    (a): a is HeliRaid => a.type === 'heli-raid' && a.helicopter === v.selected && (!v.cargo || a.cargo === v.cargo),
  );

/** The decisions taken with a button (not by placing an aircraft), at `hex` when one is chosen. */
function decisions(v: AirView): AirDecision[] {
  const g = v.game;
  const all = airActions(v.legal).filter(
    (a): a is AirDecision => a.type !== 'end' && a.type !== 'pass' && placing(a as AirDecision) === null,
  );
  return v.airHex ? all.filter((a) => hexOfAir(g, a) === v.airHex) : all;
}

/** The roles the selected aircraft may fly over the hex chosen. */
const roles = (v: AirView): AirDecision[] =>
  airActions(v.legal).filter(
    (a): a is AirDecision => a.type === 'raid' && a.aircraft === v.selected && a.hex === v.airHex,
  );

/**
 * A click on a hex in the air phase: places the aircraft selected, or opens the hex's decisions; a click on a
 * helicopter that may fly selects it, and with it selected (A-K b) a click picks the unit in the hex as its
 * cargo, then flies it to the drop hex clicked.
 */
export function airClick(
  v: AirView,
  hex: HexId,
): { play?: Action; airHex: HexId | null; cargo?: string; select?: string } {
  // A-K b: a helicopter that may fly is selected on the map as in the panel
  const helicopter = v.selected
    ? undefined
    : airActions(v.legal).find((a): a is HeliRaid => a.type === 'heli-raid' && v.game.unit(a.helicopter).hex === hex);
  if (helicopter) return { airHex: null, select: helicopter.helicopter };
  const flights = lifts(v);
  if (flights.length) {
    if (v.cargo) {
      const flight = flights.find((a) => a.hex === hex);
      return flight ? { play: flight as unknown as Action, airHex: null } : { airHex: null, cargo: v.cargo };
    }
    const cargo = flights.find((a) => v.game.unit(a.cargo).hex === hex)?.cargo;
    if (cargo) return { airHex: null, cargo };
  }
  const here = airActions(v.legal).filter(
    (a): a is AirDecision =>
      placing(a as AirDecision) === v.selected &&
      v.selected !== null &&
      a.type !== 'end' &&
      hexOfAir(v.game, a as AirDecision) === hex,
  );
  if (here.length === 1) return { play: here[0] as unknown as Action, airHex: null };
  if (here.length > 1) return { airHex: hex };
  const open = decisions({ ...v, airHex: hex }).length > 0;
  return { airHex: open && v.airHex !== hex ? hex : null };
}

const names = (v: AirView, ids: readonly string[]) => ids.map((id) => nameOf(v.game, v.t, id)).join(', ');

/** A decision as a button's words. */
function decisionText(v: AirView, a: AirDecision): string {
  const { game: g, w } = v;
  switch (a.type) {
    case 'raid':
      return fill(w.raidAs, { aircraft: nameOf(g, v.t, a.aircraft), hex: a.hex, role: w.roles[a.role] ?? a.role });
    case 'detect':
      return fill(w.detect, { hex: a.hex });
    case 'sam':
      return fill(w.samShot, { sam: nameOf(g, v.t, a.sam), targets: names(v, a.targets), hex: a.hex });
    case 'air-attack':
      return fill(w.airAttack, { attackers: names(v, a.attackers), targets: names(v, a.targets) });
    case 'air-bomb': {
      // a bridge is named by its hex, as the log names it
      const bridge = g.bridges().find((b) => b.id === a.target);
      const target = bridge ? fill(v.t.bridgeAt, { hex: bridge.hexes[0]! }) : nameOf(g, v.t, a.target);
      return fill(w.airBomb, { aircraft: nameOf(g, v.t, a.aircraft), target });
    }
    case 'attack':
      return fill(w.paraAttack, { attackers: names(v, a.attackers), hexes: a.defenders.join(', ') });
    default:
      return '';
  }
}

/** The stage's buttons: a selected aircraft's roles over the hex chosen, else the stage's decisions, and Done. */
export function airButtons(v: AirView): TemplateResult {
  const shown = v.selected && v.airHex ? roles(v) : decisions(v);
  const pass = airActions(v.legal).find((a) => a.type === 'pass');
  const stage = v.w.stages[airOf(v.game).stage] ?? airOf(v.game).stage;
  const button = (a: AirDecision) =>
    html`<button ?disabled=${v.locked} @click=${() => v.play(a as unknown as Action)}>${decisionText(v, a)}</button>`;
  return html`${shown.length <= MANY || v.airHex ? shown.map(button) : nothing}
  ${pass ? html`<button class="primary" part="air-pass" ?disabled=${v.locked} @click=${() => v.play(pass as unknown as Action)}>${fill(v.w.pass, { stage })}</button>` : nothing}`;
}

/** The bar's prompt in the air phase: who decides, on which front, in which stage, and how. */
export function airPrompt(v: AirView): string {
  const { game: g, w } = v;
  const air = airOf(g);
  const side = sideName(v.t, g.actingSide ?? g.phasingSide);
  const front = w.front[frontOf(g.phase) ?? ''] ?? '';
  const stage = w.stages[air.stage] ?? air.stage;
  const aircraft = v.selected ? nameOf(g, v.t, v.selected) : '';
  // A-K b: a helicopter selected asks for its cargo, then for the hex it sets it down on
  if (v.selected && g.unit(v.selected).kind === 'helicopter')
    return v.cargo
      ? fill(w.promptHeliDrop, { side, helicopter: aircraft, cargo: nameOf(g, v.t, v.cargo) })
      : fill(w.promptHeliCargo, { side, helicopter: aircraft });
  if (v.selected && v.airHex) return fill(w.promptRaidHex, { side, aircraft, hex: v.airHex });
  if (v.selected) return fill(w.promptAircraft, { side, aircraft });
  // Done shows once a raid is placed; before, End phase flies none
  const canPass = airActions(v.legal).some((a) => a.type === 'pass');
  if (air.stage === 'raids') return fill(canPass ? w.promptRaids : w.promptRaidsNone, { side, front });
  if (air.stage === 'interceptors') return fill(w.promptIntercept, { side, front });
  // the air war of this front is over: nothing to choose but the phase's end
  if (air.stage === 'done' && decisions(v).length === 0) return fill(w.promptAirDone, { side, front });
  const many = !v.airHex && decisions(v).length > MANY;
  return fill(many ? w.promptManyChoices : canPass ? w.promptStage : w.promptStageMust, { side, stage, front });
}

/** The hexes to mark: where the aircraft selected may go, else the hexes with decisions (the one chosen apart). */
export function airOverlays(v: AirView): MapOverlays {
  const out: MapOverlays = { hexes: [], labels: [], path: [] };
  const g = v.game;
  if (v.selected && g.unit(v.selected).kind === 'helicopter') {
    // A-K b: the cargoes it may lift, then the hexes it may set the one chosen down on
    const flights = lifts(v);
    const hexes = new Set(flights.map((a) => (v.cargo ? a.hex : g.unit(a.cargo).hex!)));
    for (const h of hexes) out.hexes.push([h, v.cargo ? 'reach' : 'target']);
    return out;
  }
  if (v.selected) {
    const hexes = new Set(
      airActions(v.legal).flatMap((a) => (placing(a as AirDecision) === v.selected ? [(a as { hex: HexId }).hex] : [])),
    );
    for (const h of hexes) out.hexes.push([h, h === v.airHex ? 'choice' : 'reach']);
    return out;
  }
  const hexes = new Set(decisions({ ...v, airHex: null }).flatMap((a) => [hexOfAir(g, a) ?? []].flat()));
  for (const h of hexes) out.hexes.push([h, h === v.airHex ? 'choice' : 'target']);
  return out;
}

/** A-K: the stage, each air force's aircraft (ready, flown, in the air, lost), the raids hex by hex. */
export function airPanel(v: AirView): TemplateResult {
  const { game: g, w, t } = v;
  const air = airOf(g);
  const flags = air.flags ?? {};
  const aircraft = g.units().filter((u) => u.kind === 'aircraft');
  const forces = [...new Set(aircraft.map((u) => u.nation))];
  const mine = new Set(airActions(v.legal).flatMap((a) => [placing(a as AirDecision) ?? []].flat()));
  const flying = g.units().filter((u) => u.location === 'air' || (flags[u.id] ?? []).includes('para'));
  const byHex = new Map<HexId, UnitInfo[]>();
  for (const u of flying) if (u.hex) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
  const role = (u: UnitInfo) => {
    const f = flags[u.id] ?? [];
    const cargo = air.lifts?.[u.id]?.cargo;
    if (cargo) return fill(w.heliCarrying, { cargo: nameOf(g, t, cargo) });
    if (f.includes('para')) return w.roles['para'];
    if (!f.includes('raid')) return w.interceptor;
    return f.includes('bomber') ? w.roles['bomber'] : w.roles['escort'];
  };
  const count = (list: UnitInfo[], words: string) => (list.length ? fill(words, { n: list.length }) : '');
  /** An aircraft, or a para (A-K[Placement] a), that may be placed now: selected, then a highlighted hex. */
  const pick = (u: UnitInfo, label: string) =>
    html`<button
      aria-pressed=${v.selected === u.id ? 'true' : 'false'}
      ?disabled=${v.locked}
      @click=${() => v.select(v.selected === u.id ? null : u.id)}
    >
      ${label}
    </button>`;
  const paras = g.units().filter((u) => u.kind === 'ground' && mine.has(u.id));
  const helicopters = g.units().filter((u) => u.kind === 'helicopter' && mine.has(u.id));
  // A-K b: the units the helicopter selected may lift, each once
  const cargoes = [...new Set(lifts({ ...v, cargo: null }).map((a) => a.cargo))].map((id) => g.unit(id));
  return html`<section class="air-war" part="air-war">
    <h3>${w.airWar}</h3>
    ${
      isAirPhase(g)
        ? html`<p part="air-stage">
            ${w.front[frontOf(g.phase) ?? ''] ?? ''} · ${w.stage}${t.colon}
            <strong>${w.stages[air.stage] ?? air.stage}</strong>
          </p>`
        : nothing
    }
    <ul class="air-forces" part="air-pools">
      ${forces.flatMap((nation) => {
        const list = aircraft.filter((u) => u.nation === nation);
        const pool = list.filter((u) => u.location === 'pool');
        const flown = pool.filter((u) => (flags[u.id] ?? []).includes('flown'));
        const parts = [
          count(
            pool.filter((u) => !flown.includes(u)),
            w.ready,
          ),
          count(flown, w.flown),
          count(
            list.filter((u) => u.location === 'air'),
            w.aloft,
          ),
          count(
            list.filter((u) => u.location === 'eliminated'),
            w.lost,
          ),
        ].filter(Boolean);
        const act = pool.filter((u) => mine.has(u.id));
        if (!parts.length) return [];
        return html`<li>
          <strong>${w.airForces[nation] ?? nation}</strong>${t.colon} ${parts.join(' · ')}
          ${act.length ? html`<div class="pool">${act.map((u) => pick(u, `${counterName(t, u)} (${u.strength})`))}</div>` : nothing}
        </li>`;
      })}
      ${
        paras.length
          ? html`<li part="air-paras">
              <strong>${w.paras}</strong>${t.colon}
              <div class="pool">${paras.map((u) => pick(u, `${counterName(t, u)} ${u.strength}-${u.movement}`))}</div>
            </li>`
          : nothing
      }
      ${
        helicopters.length
          ? html`<li part="air-helicopters">
              <strong>${w.helicopters}</strong>${t.colon}
              <div class="pool">${helicopters.map((u) => pick(u, `${counterName(t, u)} (${u.hex})`))}</div>
              ${
                cargoes.length
                  ? html`<div class="pool" part="heli-cargo" role="group" aria-label=${w.heliCargo}>
                      ${cargoes.map(
                        (u) =>
                          html`<button
                            aria-pressed=${v.cargo === u.id ? 'true' : 'false'}
                            ?disabled=${v.locked}
                            @click=${() => v.lift(v.cargo === u.id ? null : u.id)}
                          >
                            ${fill(w.heliCargoButton, { unit: counterName(t, u), hex: u.hex ?? '' })}
                          </button>`,
                      )}
                    </div>`
                  : nothing
              }
            </li>`
          : nothing
      }
    </ul>
    ${
      byHex.size
        ? html`<ul class="raids" part="raids">
            ${[...byHex].map(([hex, list]) => {
              const detected = list.some((u) => (flags[u.id] ?? []).includes('detected'));
              const rolled = list.some((u) => (flags[u.id] ?? []).includes('rolled'));
              return html`<li>
                ${fill(w.raidsOver, { hex })}${t.colon}
                ${list.map((u) => `${counterName(t, u)} (${role(u)})`).join(', ')}
                ${detected ? html` · <em>${w.detected}</em>` : rolled ? html` · <em>${w.notDetected}</em>` : nothing}
              </li>`;
            })}
          </ul>`
        : html`<p class="note">${w.noRaids}</p>`
    }
  </section>`;
}
