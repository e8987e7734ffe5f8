// A random player on the search state, for playouts and benchmarks, as
// Across Suez's random-playout.ts samples: a random counter of the phasing
// side that may act, then one of its codes — in a movement phase its moves,
// exit, recovery or SAM marker as the movement listing lists them
// (movement-listing.ts), in the basic game's air phase its mission, drop
// or heliborne move (air/, airborne.ts) — so that only the counters drawn
// search their routes. The bombing and combat phases, the advanced game's
// air phases (A-K), pending decisions and set-up draw from the whole legal
// listing. Phases end with growing probability, so games finish; set-up
// ends when the listing's random pick is its end, each counter being
// placed once (B-D). Every code it returns is one legalCodes lists
// (tests/games/yom-kippur/random-playout.test.ts).
import type { ActionBuffer } from '../../engine/action-buffer.js';
import type { CodePolicy } from '../../engine/search-state.js';
import type { Random } from '../../engine/rng.js';
import { perContext } from '../../engine/per-context.js';
import type { Context } from './context.js';
import { END_CODE, legalCodes } from './legal.js';
import { codeCount, counterHolds, writeCodes } from './movement-listing.js';
import { routeCache } from './movement.js';
import { hasPending } from './pending.js';
import { mayRecover } from './recovery.js';
import { isMovementPhase, phaseModule } from './sequence.js';
import { isSetup } from './setup-zones.js';
import { airPhase, missionOf } from './air/index.js';
import { keptFlights, landingHexesInto, landingRoom, mayGo } from './airborne.js';
import { combatLegal } from './combat/phase.js';
import { DROP, encode, HELI } from './action-codes.js';
import { DROP as DROP_LANDING, HELI as HELI_LANDING, type State } from './state.js';
import { countersBySide } from './units.js';

/** Per game definition, the hexes of one counter's landing (reused). */
const landingHexes = perContext((ctx: Context) => new Int32Array(ctx.board.hexCount));

/**
 * Per game definition, each side's counters that may ever act in an air
 * phase: its aircraft (B-N.1), its paratroops and their airborne faces
 * (B-O.1) and commandos (B-O.2). More than may act now: mayGo and
 * missionOf decide for the counter drawn.
 */
const airCountersBySide = perContext((ctx: Context): readonly Int32Array[] =>
  countersBySide(ctx).map((own) =>
    own.filter((u) => {
      const d = ctx.units[u]!;
      return (
        d.kind === 'aircraft' ||
        (d.kind === 'ground' && (!!d.airborne || d.type === 'paratroops' || d.type === 'commandos'))
      );
    }),
  ),
);

/** Has any of `own` dropped or landed by helicopter this player-turn (B-O.1)? */
function anyLanded(s: State, own: Int32Array): boolean {
  for (let i = 0; i < own.length; i++)
    if (s.landing[own[i]!] === DROP_LANDING || s.landing[own[i]!] === HELI_LANDING) return true;
  return false;
}

/** A phase's chance to end at its k-th decision: it grows so that no phase runs long. */
const endChance = (k: number): number => Math.min(1, 0.05 + k / 40);

/** A random policy with its own generator. */
export function randomPolicy(rng: Random): CodePolicy<State, Context> {
  /** The phase of the last decision (Game-Turn, side, phase number) and how many decisions it has had. */
  let [turn, side, phase, inPhase] = [-1, -1, -1, 0];
  /** The counters still to draw this decision, and the codes of the one drawn (reused). */
  let candidates = new Int32Array(0);
  let codes = new Int32Array(256);
  const below = (n: number): number => rng.below(n);

  /** A random code of counter u as the movement listing lists it, the route cache synced; -1 if it has none. */
  function movementCode(ctx: Context, s: State, u: number, recovering: boolean): number {
    const holds = counterHolds(ctx, s, u, recovering);
    const routes = routeCache(ctx).sets[u]!;
    const count = codeCount(holds, routes);
    if (count === 0) return -1;
    if (codes.length < count) codes = new Int32Array(count * 2);
    writeCodes(codes, 0, u, holds, routes);
    return codes[rng.below(count)]!;
  }

  /** B-N.1, B-O.1, B-O.2: a random code of counter u in the air phase (its mission, drop or heliborne move), or -1. */
  function airCode(ctx: Context, s: State, u: number): number {
    if (ctx.units[u]!.kind === 'aircraft') return missionOf(ctx, s, u, below);
    const drops = mayGo(ctx, s, u, 'drop'),
      flies = mayGo(ctx, s, u, 'heli');
    if (!drops && !flies) return -1;
    const mode = drops && (!flies || rng.chance(0.5)) ? 'drop' : 'heli';
    const flights = mode === 'heli' ? keptFlights(ctx, s) : undefined;
    const hexes = landingHexesInto(ctx, s, u, mode, landingHexes(ctx), landingRoom(ctx, s), flights);
    return hexes.length === 0 ? -1 : encode(mode === 'drop' ? DROP : HELI, u, hexes[rng.below(hexes.length)]!);
  }

  /** B-O.1: one of the attacks units that just landed may make at once, or -1. */
  function landingAttack(ctx: Context, s: State, legal: ActionBuffer): number {
    legal.clear();
    combatLegal(ctx, s, legal, 'immediate');
    return legal.length === 0 ? -1 : legal.at(rng.below(legal.length));
  }

  /**
   * A code of a random one of the phasing side's counters that may act now,
   * then one of its codes, or -1 when none may: in a movement phase any of
   * its counters (B-F, B-G, B-M.2, B-Q), in the air phase those that may fly
   * (B-N, B-O), with the attacks on landing (B-O.1) as one more choice
   * while a counter of the side has landed. A counter drawn with no code is
   * drawn no more, so the draw is uniform among those that have one.
   */
  function counterCode(ctx: Context, s: State, legal: ActionBuffer, air: boolean): number {
    const own = (air ? airCountersBySide : countersBySide)(ctx)[s.side]!;
    if (candidates.length < own.length) candidates = new Int32Array(own.length);
    candidates.set(own);
    let n = own.length;
    let landed = air && anyLanded(s, own) ? 1 : 0;
    const recovering = !air && mayRecover(ctx, s); // B-Q: asked once a decision
    if (!air) routeCache(ctx).sync(s); // once for the routes of every counter drawn
    while (n + landed > 0) {
      const i = rng.below(n + landed);
      if (i === n) {
        const code = landingAttack(ctx, s, legal);
        if (code >= 0) return code;
        landed = 0;
        continue;
      }
      const u = candidates[i]!;
      const code = air ? airCode(ctx, s, u) : movementCode(ctx, s, u, recovering);
      if (code >= 0) return code;
      candidates[i] = candidates[--n]!; // nothing it may do: drawn no more
    }
    return -1;
  }

  /**
   * A decision from the whole listing (bombing, combat, a pending decision,
   * set-up): the end with growing probability when the rules allow it
   * (legal.ts lists it last), else any other code.
   */
  function listed(ctx: Context, s: State, legal: ActionBuffer, k: number): number {
    legalCodes(ctx, s, legal);
    const n = legal.length;
    // a decision the rules demand (a pending one, an attack B-I obliges); set-up, where each counter is placed once (B-D)
    if (legal.at(n - 1) !== END_CODE || isSetup(s)) return legal.at(rng.below(n));
    return n === 1 || rng.chance(endChance(k)) ? END_CODE : legal.at(rng.below(n - 1));
  }

  return (ctx: Context, s: State, legal: ActionBuffer): number => {
    if (s.turn !== turn || s.side !== side || s.phaseNumber !== phase)
      [turn, side, phase, inPhase] = [s.turn, s.side, s.phaseNumber, 0];
    const k = inPhase++;
    const module = phaseModule(ctx, s);
    const movement = isMovementPhase(s);
    if (hasPending(s) || !(movement || module === airPhase)) return listed(ctx, s, legal, k);
    const mayEnd = !module.blockEnd?.(ctx, s);
    if (mayEnd && rng.chance(endChance(k))) return END_CODE;
    const code = counterCode(ctx, s, legal, !movement);
    if (code >= 0) return code;
    return mayEnd ? END_CODE : listed(ctx, s, legal, k);
  };
}
