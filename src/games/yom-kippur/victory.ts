// B-R victory points: the conditions of scenario.json (`victory`, one list
// per side, each item with its rule id and points). Events (eliminations,
// exits, bridges destroyed) score as they happen; the rest is counted at the
// end of GT 9, after the Israeli second movement (digest B-R Unclear).
import type { Context } from './context.js';
import { EAST, WEST } from './context.js';
import type { VictoryItem } from './data.js';
import type { Emit } from './events.js';
import { MAP, type State } from './state.js';

/** The per-side tally an event item counts (B-R). */
const EVENT_TALLY: Record<string, (s: State, side: number) => number> = {
  kill: (s, side) => s.kills[side]!, // B-R.2 each Israeli ground or air unit eliminated
  exit: (s, side) => s.exits[side]!, // B-R.2 each unit exited by the coastal road
  'bridge-destroyed': (s, side) => s.bridgesTaken[side]!, // B-R.1 each Egyptian bridge destroyed
};

export function itemsOf(ctx: Context, side: number): VictoryItem[] {
  const items = ctx.data.scenario.victory[ctx.sides[side]!];
  return Array.isArray(items) ? items : [];
}

const itemOf = (ctx: Context, side: number, rule: string) => itemsOf(ctx, side).find((i) => i.rule === rule);

/** B-R.2: a pass is held by an intact or reduced unit, not by paratroops or commandos. */
export const holdsPass = (ctx: Context, u: number): boolean =>
  !['paratroops', 'commandos'].includes(ctx.units[u]!.type);

/** The points a side's events have scored so far. */
export function eventPoints(ctx: Context, s: State, side: number): number {
  let vp = 0;
  for (const item of itemsOf(ctx, side)) {
    if (item.when === 'event') vp += item.vp * (EVENT_TALLY[item.rule]?.(s, side) ?? 0);
  }
  return vp;
}

function award(ctx: Context, s: State, side: number, rule: string, why: string, emit: Emit): boolean {
  const item = itemOf(ctx, side, rule);
  if (!item) return false;
  s.vp[side]! += item.vp;
  emit?.({ type: 'vp', side: ctx.sides[side]!, points: item.vp, rule: 'B-R', why });
  return true;
}

/** B-R.2: an enemy ground or air unit eliminated scores for each side that counts kills (forts and SAMs never). */
export function scoreElimination(ctx: Context, s: State, u: number, emit: Emit): void {
  const kind = ctx.units[u]!.kind;
  if (kind !== 'ground' && kind !== 'aircraft') return;
  for (const side of ctx.enemies[ctx.unitSide[u]!]!) {
    if (itemOf(ctx, side, 'kill')) {
      s.kills[side]!++;
      award(ctx, s, side, 'kill', `${ctx.units[u]!.name} eliminated`, emit);
    }
  }
}

/** B-R.2: a unit that leaves the map by the coastal road. */
export function scoreExit(ctx: Context, s: State, u: number, emit: Emit): void {
  const side = ctx.unitSide[u]!;
  s.exits[side]!++;
  award(ctx, s, side, 'exit', `${ctx.units[u]!.name} exited toward Israel`, emit);
}

/** B-K, B-R.1: a bridge captured and removed scores for the side that took it. */
export function scoreBridge(ctx: Context, s: State, side: number, bridge: string, emit: Emit): void {
  s.bridgesTaken[side]!++;
  award(ctx, s, side, 'bridge-destroyed', `${bridge} destroyed`, emit);
}

/** The coastal road's exit hex (B-R.2) for a side, or -1 when its conditions have none. */
export function exitHexOf(ctx: Context, side: number): number {
  const id = itemOf(ctx, side, 'exit')?.exitHex;
  return id ? ctx.board.index(id) : -1;
}

/** B-R: what the end-of-game conditions give a side in this state, item by item. */
export function endItems(ctx: Context, s: State, side: number): { rule: string; what: string; vp: number }[] {
  const out: { rule: string; what: string; vp: number }[] = [];
  const own = (u: number) => ctx.unitSide[u] === side && s.loc[u] === MAP;
  const groundOwn = ctx.ground.filter(own);
  for (const item of itemsOf(ctx, side)) {
    if (item.when !== 'end') continue;
    switch (item.rule) {
      case 'fort-intact':
      case 'fort-reduced': {
        // B-R.1: 2 VP an intact fort, 1 a reduced one
        const intact = item.rule === 'fort-intact';
        const n = ctx.forts.filter((f) => own(f) && (s.steps[f] === ctx.maxSteps[f]) === intact).length;
        if (n) out.push({ rule: 'B-R.1', what: `${n} ${intact ? 'intact' : 'reduced'} fort(s)`, vp: n * item.vp });
        break;
      }
      case 'units-west': {
        // B-R.1: each unit west of the canal; dropped paratroops only with non-dropped ground units there too
        const west = groundOwn.filter((u) => ctx.bank[s.hex[u]!] === WEST);
        const landed = west.some((u) => !s.airborne[u]);
        const n = west.filter((u) => landed || !s.airborne[u]).length;
        if (n) out.push({ rule: 'B-R.1', what: `${n} unit(s) west of the canal`, vp: n * item.vp });
        break;
      }
      case 'pass': {
        // B-R.2: each pass held by an intact or reduced unit, not paratroops or commandos
        for (const [name, hexes] of Object.entries(item.passes ?? {})) {
          const at = new Set(hexes.map((h) => ctx.board.index(h)));
          const held = groundOwn.some((u) => at.has(s.hex[u]!) && holdsPass(ctx, u));
          if (held) out.push({ rule: 'B-R.2', what: `the ${name} pass`, vp: item.vp });
        }
        break;
      }
      case 'army-below': {
        // B-R.2: -1 for each unit short of 16 east of the canal
        const east = groundOwn.filter((u) => ctx.bank[s.hex[u]!] === EAST).length;
        const short = Math.max(0, (item.threshold ?? 0) - east);
        if (short) out.push({ rule: 'B-R.2', what: `${east} unit(s) east of the canal`, vp: short * item.vp });
        break;
      }
      case 'occupy': {
        // A-M: each hex of the feature (a town, Damascus) held by a friendly ground unit at the end
        const at = new Set(ctx.board.featureHexes(item.feature ?? ''));
        const held = new Set(groundOwn.flatMap((u) => (at.has(s.hex[u]!) ? [s.hex[u]!] : [])));
        if (held.size)
          out.push({ rule: 'A-M', what: `${held.size} hex(es) of ${item.feature} occupied`, vp: held.size * item.vp });
        break;
      }
      default:
        throw new Error(`scenario victory: unknown end-of-game rule "${item.rule}"`);
    }
  }
  return out;
}

export const endPoints = (ctx: Context, s: State, side: number): number =>
  endItems(ctx, s, side).reduce((t, i) => t + i.vp, 0);

/**
 * A-M[Note] sudden death, checked at the end of every player-turn (digest): a side whose conditions hold
 * `ground-on-every-map` loses at once when one of the board's maps has none of its ground units (forts are
 * not ground units). True when the game is over.
 */
export function suddenDeath(ctx: Context, s: State, emit: Emit): boolean {
  const side = suddenDeathLoser(ctx, s);
  if (side >= 0) {
    s.winner = ctx.enemies[side]![0]!;
    s.phase = 'over';
    emit?.({
      type: 'over',
      winner: ctx.sides[s.winner]!,
      vp: Object.fromEntries(ctx.sides.map((id, i) => [id, s.vp[i]!])),
    });
    return true;
  }
  return false;
}

/** A-M[Note]: the side with no ground unit on one of the maps, which has lost at once (-1: none). */
export function suddenDeathLoser(ctx: Context, s: State): number {
  for (let side = 0; side < ctx.sides.length; side++) {
    if (!itemsOf(ctx, side).some((i) => i.when === 'player-turn' && i.rule === 'ground-on-every-map')) continue;
    const present = new Set<number>();
    for (const u of ctx.ground) if (ctx.unitSide[u] === side && s.loc[u] === MAP) present.add(ctx.regionOf[s.hex[u]!]!);
    if (ctx.regions.some((_, r) => !present.has(r))) return side;
  }
  return -1;
}

/** B-R: the game ends after GT 9; the side with the most points wins, a tie is a draw. */
export function finishGame(ctx: Context, s: State, emit: Emit): void {
  ctx.sides.forEach((id, side) => {
    for (const item of endItems(ctx, s, side)) {
      s.vp[side]! += item.vp;
      emit?.({ type: 'vp', side: id, points: item.vp, rule: item.rule, why: item.what });
    }
  });
  const best = Math.max(...s.vp);
  const leaders = Array.from(s.vp).flatMap((v, i) => (v === best ? [i] : []));
  s.winner = leaders.length === 1 ? leaders[0]! : -1;
  s.phase = 'over';
  emit?.({
    type: 'over',
    winner: s.winner >= 0 ? ctx.sides[s.winner]! : null,
    vp: Object.fromEntries(ctx.sides.map((id, i) => [id, s.vp[i]!])),
  });
}
