// What a good Yom Kippur position is, for the engine's search
// (src/engine/ai/search/): the victory points the game would give if it
// ended now (the rules' own count, victory.ts), the combat strength each
// side still has, active SAM sites, how well its units stand toward what
// the victory conditions reward (objectives.ts) and the enemy units they
// threaten in the coming combat phase (pressure.ts). Compared with the
// best rival, so the same code plays either side.
import type { Heuristics } from '../../../engine/ai/search/heuristics.js';
import { perContext } from '../../../engine/per-context.js';
import type { Context } from '../context.js';
import { AIR, REMOVED, type State } from '../state.js';
import type { Action } from '../types.js';
import { currentPhase } from '../turns.js';
import { candidatesByAction } from '../rules.js';
import { holderOf, occupantsOf, onMap, strengthOf, unitsAt, type Occupants } from '../units.js';
import { attackHarmChance } from './harm.js';
import { HOLD, near, objectives, type Objective } from './objectives.js';
import { guards, openBridges } from './open-bridges.js';
import { passValue } from './passes.js';
import { againstBestRival, material, pointsIfEndedNow } from './points.js';
import { pressure, targets } from './pressure.js';

/** An active SAM site (B-M: it covers its range against air missions; a SAM MOV marker silences it). */
const PER_ACTIVE_SAM = 0.5;
/** An aircraft over an enemy stack that has yet to bomb in this player-turn's bombing phase (B-N.2): what its bombing is worth, roughly. */
const PER_AIRCRAFT_OVER_TARGET = 0.5;
/** Points an "each" objective loses per hex of distance. */
const FADE = 0.25;
/** A hex next to an enemy unit is a destination worth weighing: this share of that unit's worth (pressure.ts). */
const APPROACH = 0.5;

/**
 * How many placements a decision weighs — each counter's best few hexes, and
 * so many in all — and how many attacks, the likeliest to harm the
 * defender first (each attack is weighed over the die, and the other
 * side's replies over the die again: the cost grows with their square).
 */
export interface Places {
  perCounter: number;
  perDecision: number;
  attacks: number;
  /** Whether a step onto a hex where the unit scores an objective's points (objectives.ts `scores`) ranks by those points. */
  scoring?: boolean;
  /** Whether a bridge ranks as guarded by one unit (B-K): a step onto one already guarded gains nothing (moveGain). */
  oneGuard?: boolean;
  /** Whether the side's bridges open to an enemy unit count against it (open-bridges.ts), and guarding them ranks as a destination. */
  openBridges?: boolean;
  /** With openBridges, whether the west-bank hexes an enemy unit can land on by raft (B-G.5b) count so too. */
  openLandings?: boolean;
  /** How many times the threat on an enemy unit that scores where it stands counts (pressure.ts `scorers`; 1 without). */
  scorers?: number;
}
export const PLACES: Places = { perCounter: 2, perDecision: 24, attacks: 8 };

/** Per hex: what a unit standing there would guard of the side's open bridges (open-bridges.ts), reused between calls. */
const bridgeGuards = perContext((ctx: Context) => new Float64Array(ctx.bank.length));

/** Whether a "stand" objective's bridge is gone (B-K): nothing left to guard. */
const gone = (o: Objective, s: State) => o.bridge !== undefined && s.bridges[o.bridge] === REMOVED;

/** Whether the phasing side's bombing phase is still to come or under way (B-E: air, movement, bombing). */
function bombingAhead(ctx: Context, s: State): boolean {
  const phases = ctx.phases[s.side] ?? [];
  const now = phases.findIndex((p) => p === currentPhase(ctx, s));
  const bombing = phases.findIndex((p) => p.does.includes('resolve bombing'));
  return now >= 0 && now <= bombing;
}

/** What the side's units standing where they are earn toward objective o (its own passes: passes.ts). */
function toward(o: Objective, s: State, hexes: readonly number[]): number {
  if (o.kind === 'stand') return !gone(o, s) && hexes.some((h) => o.distance[h] === 0) ? o.worth * HOLD : 0;
  if (o.kind === 'each') {
    let sum = 0;
    for (const h of hexes) sum += Math.max(0, o.worth - FADE * o.distance[h]!);
    return sum * HOLD;
  }
  // held: the nearest unit earns most of it, the second a little, the rest nothing
  let d1 = Infinity;
  let d2 = Infinity;
  for (const h of hexes) {
    const d = o.distance[h]!;
    if (d < d1) [d1, d2] = [d, d1];
    else if (d < d2) d2 = d;
  }
  return o.worth * HOLD * (near(d1) + 0.5 * near(d2));
}

/** A side's standing: points now, strength, SAMs, how its units stand toward its objectives and what they threaten. */
function standing(ctx: Context, s: State, side: number, scorers = 1): number {
  let score = pointsIfEndedNow(ctx, s, side) + material(ctx, s, side);
  const hexes: number[] = [];
  for (const u of ctx.ground) if (ctx.unitSide[u] === side && onMap(s, u)) hexes.push(s.hex[u]!);
  for (const u of ctx.sams) if (ctx.unitSide[u] === side && onMap(s, u) && s.samMov[u] === 0) score += PER_ACTIVE_SAM;
  // only while its bombing is to come: a term that vanished at the phase's end would make ending look worse than it is
  if (bombingAhead(ctx, s))
    for (const a of ctx.aircraft) {
      const over = s.hex[a]!;
      if (
        ctx.unitSide[a] === side &&
        s.loc[a] === AIR &&
        !s.attacked[a] &&
        over >= 0 &&
        ctx.enemies[side]!.includes(holderOf(ctx, s, over))
      )
        score += PER_AIRCRAFT_OVER_TARGET;
    }
  for (const o of objectives(ctx)[side]!) score += o.kind === 'pass' ? passValue(ctx, s, side, o) : toward(o, s, hexes);
  return score + pressure(ctx, s, side, scorers);
}

/** The enemy's ground strength on a hex: what a bombing there may hit (for ordering air missions). */
export function targetOn(ctx: Context, s: State, side: number, hex: number): number {
  let cf = 0;
  for (const u of unitsAt(ctx, s, hex))
    if (ctx.unitSide[u] !== side && ctx.units[u]!.kind === 'ground') cf += strengthOf(ctx, s, u);
  return cf;
}

/**
 * How much a unit gains by standing on `to` rather than `from`, objective by
 * objective, alone (for ordering moves). With `oneGuard` (the state's
 * occupants, units.ts occupantsOf), one unit guards a bridge (B-K: only an
 * empty bridge is taken): a step onto a bridge already guarded gains
 * nothing, and the last guard stepping off loses its worth.
 */
export function moveGain(ctx: Context, s: State, side: number, from: number, to: number, oneGuard?: Occupants): number {
  let gain = 0;
  let loss = 0;
  for (const o of objectives(ctx)[side]!) {
    if (oneGuard && o.kind === 'stand') {
      if (gone(o, s)) continue;
      if (from >= 0 && o.distance[from] === 0 && guards(ctx, oneGuard, side, from) === 1) loss -= o.worth;
      if (to >= 0 && o.distance[to] === 0 && guards(ctx, oneGuard, side, to) === 0) gain = Math.max(gain, o.worth);
      continue;
    }
    const at = (h: number) =>
      h < 0 || gone(o, s)
        ? 0
        : o.kind === 'stand'
          ? o.worth * (o.distance[h] === 0 ? 1 : 0)
          : o.kind === 'each'
            ? Math.max(0, o.worth - FADE * o.distance[h]!)
            : o.worth * near(o.distance[h]!);
    gain = Math.max(gain, at(to) - at(from));
  }
  return gain + loss;
}

/** The points a unit scores by standing on `to` rather than `from` (B-R.1: a unit west of the canal), objective by objective. */
function scoringStep(ctx: Context, side: number, from: number, to: number): number {
  let gain = 0;
  for (const o of objectives(ctx)[side]!)
    if (o.scores) gain += o.worth * (o.scores[to]! - (from < 0 ? 0 : o.scores[from]!));
  return gain;
}

/** The game's heuristics, weighing `places` placements a decision. */
export const heuristicsWith = (places: Places): Heuristics<State, Context> => {
  const stand = places.scorers
    ? (ctx: Context, s: State, side: number) => standing(ctx, s, side, places.scorers)
    : standing;
  return {
    // counted from the bridges' side alone: its enemy plays as without it
    value: places.openBridges
      ? (ctx, s, side) =>
          againstBestRival(ctx, s, side, stand) - openBridges(ctx, s, side, undefined, places.openLandings)
      : (ctx, s, side) => againstBestRival(ctx, s, side, stand),

    /**
     * Decisions that put a counter on a hex (moves, air missions, drops,
     * helicopter flights) come by hundreds: of those, each counter's best few
     * hexes — toward an objective or next to an enemy unit worth attacking,
     * or over the strongest enemy stack for an aircraft — the most promising first. Every other decision (retreats,
     * bombings) is weighed, with the attacks likeliest to harm the defender, and ending the phase always, first, so that no
     * width cut leaves it out. An attack that cannot harm the defender (harm.ts) is weighed only when the rules
     * oblige an attack (the phase cannot end).
     */
    candidates: candidatesByAction((ctx, s, legal, side) => {
      const end = legal.find((a) => a.type === 'end');
      const others: Action[] = [];
      const attacks: { action: Action; harm: number }[] = [];
      const byCounter = new Map<string, { action: Action; gain: number }[]>();
      const prey = targets(ctx, s, side);
      // every question below is about s: the one occupant index stays valid for it
      const occupants = places.oneGuard ? occupantsOf(ctx, s) : undefined;
      const guarding = places.openBridges ? bridgeGuards(ctx) : undefined;
      if (guarding) openBridges(ctx, s, side, guarding, places.openLandings);
      for (const a of legal) {
        // B-O.1: a drop on the map is a declared one's roll, weighed always like a decision of its own
        const rolls = a.type === 'drop' && onMap(s, ctx.unitIndex.get(a.unit)!);
        if (rolls || (a.type !== 'move' && a.type !== 'aircraft' && a.type !== 'drop' && a.type !== 'heli')) {
          if (a.type === 'attack') {
            const harm = attackHarmChance(ctx, s, a);
            if (harm > 0 || !end) attacks.push({ action: a, harm });
          } else if (a.type !== 'end') others.push(a);
          continue;
        }
        const u = ctx.unitIndex.get(a.unit)!;
        const to = ctx.board.index(a.hex);
        const from = onMap(s, u) ? s.hex[u]! : -1;
        const gain =
          a.type === 'aircraft'
            ? targetOn(ctx, s, side, to)
            : Math.max(
                moveGain(ctx, s, side, from, to, occupants),
                APPROACH * prey[to]!,
                places.scoring ? scoringStep(ctx, side, from, to) : 0,
                guarding ? guarding[to]! : 0,
              );
        const list = byCounter.get(a.unit) ?? [];
        list.push({ action: a, gain });
        byCounter.set(a.unit, list);
      }
      const placed = [...byCounter.values()]
        .flatMap((list) => list.sort((a, b) => b.gain - a.gain).slice(0, places.perCounter))
        .sort((a, b) => b.gain - a.gain)
        .slice(0, places.perDecision)
        .map((m) => m.action);
      const attacking = attacks
        .sort((a, b) => b.harm - a.harm)
        .slice(0, places.attacks)
        .map((a) => a.action);
      return [...(end ? [end] : []), ...others, ...attacking, ...placed];
    }),
  };
};

export const yomKippurHeuristics = heuristicsWith(PLACES);
