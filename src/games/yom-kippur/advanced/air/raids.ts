// A-K[Placement], [Detection], [Interceptors]: the phasing side places its
// raid counters (bombers over a hex holding an enemy target, escorts over a
// hex of its own raid), at most 3 a hex; the defender rolls a die for each
// hex of raids it wants to find (3 counters: found; 2: on 1–4; 1: on 1–2)
// and places up to 3 interceptors over each hex found. No interceptors in
// the Arab air phase of GT 1 (A-K[Note]). An IB flies as a bomber or an
// interceptor, declared when placed (A-K[Placement] e).
import { refuse, toError } from '../../../../engine/rules-error.js';
import { rollDie } from '../../../../engine/rng.js';
import type { Context } from '../../context.js';
import { onFront } from '../../fronts.js';
import { cannotLand, mayGo } from '../../airborne.js';
import { AIR, DROP, MAP, type State } from '../../state.js';
import { bridgeStands, unitsAt } from '../../units.js';
import { advancedTables } from '../../combat/tables.js';
import {
  aircraftAt,
  airData,
  airHexes,
  AS_BOMBER,
  AS_INTERCEPTOR,
  defenderOf,
  DETECTED,
  fliesOver,
  isRaid,
  PARA,
  RAID,
  ready,
  roleOf,
  ROLLED,
} from './air-state.js';
import type { AirEmit } from './events.js';

const limits = (ctx: Context) => advancedTables(ctx).airPhase;

/** A-K[Placement] c: what a bomber over h may bomb: enemy counters on the map (units, forts, SAMs) and enemy bridges. */
export function bombTargetsAt(ctx: Context, s: State, side: number, h: number): number[] {
  const out = unitsAt(ctx, s, h).filter((u) => ctx.unitSide[u] !== side && s.loc[u] === MAP);
  ctx.bridges.forEach((br, b) => {
    if (br.east === h && br.side !== side && bridgeStands(s, b)) out.push(ctx.units.length + b);
  });
  return out;
}

/** The raid counters of the phasing side over h (aircraft and paras). */
export const raidsAt = (ctx: Context, s: State, h: number): number[] =>
  aircraftAt(ctx, s, s.side, h).filter((a) => isRaid(s, a));

/** A raid counter's role as a code gives it: an escort (interceptor), a bomber, or a para dropping. */
export const ESCORT_ROLE = 0,
  BOMBER_ROLE = 1,
  PARA_ROLE = 2;

/** May aircraft a be placed now by its side on this front (ready, its air force flies over the front's map)? */
function placeable(ctx: Context, s: State, a: number, side: number, h: number): boolean {
  return ctx.units[a]!.kind === 'aircraft' && ctx.unitSide[a] === side && ready(s, a) && fliesOver(ctx, a, h);
}

/** A-K[Placement]: why counter a may not fly a raid over h in this role, or null. */
export function raidBlock(ctx: Context, s: State, a: number, h: number, role: number) {
  if (role === PARA_ROLE) return paraBlock(ctx, s, a, h);
  const bomber = role === BOMBER_ROLE;
  if (a < 0 || !ctx.board.onMap(h) || !onFront(ctx, s, h) || !placeable(ctx, s, a, s.side, h))
    return refuse('no-aircraft', 'A-K[Placement]', 'That aircraft is not ready in the pool for this front');
  const kind = airData(ctx, a).role;
  if ((kind === 'bomber' && !bomber) || (kind === 'interceptor' && bomber))
    return refuse('wrong-role', 'A-K[Placement]', `A ${kind} flies as a ${kind} (only an IB chooses)`);
  if (raidsAt(ctx, s, h).length >= limits(ctx).raidCountersPerHex)
    return refuse('raid-full', 'A-K[Placement]', `${limits(ctx).raidCountersPerHex} raid counters a hex at most`);
  if (bomber && bombTargetsAt(ctx, s, s.side, h).length === 0)
    return refuse(
      'no-target',
      'A-K[Placement] c',
      'A bomber flies over a hex holding an enemy unit, fort, SAM or bridge',
    );
  if (!bomber && !raidsAt(ctx, s, h).some((x) => roleOf(s, x) === AS_BOMBER || s.air[x]! & PARA))
    return refuse('nothing-to-escort', 'A-K[Placement] d', 'An escort flies over a hex of its own bombers or paras');
  return null;
}

/** A-K[Placement] a: a para waiting off the map drops as a raid counter on a hex it may land on, 2 a hex at most. */
function paraBlock(ctx: Context, s: State, u: number, h: number) {
  if (u < 0 || ctx.units[u]!.kind !== 'ground' || !mayGo(ctx, s, u, 'drop'))
    return refuse('no-para', 'A-K[Placement] a', 'That unit is not a paratroop waiting to drop');
  const land = cannotLand(ctx, s, u, h, 'drop');
  if (land) return land;
  const raids = raidsAt(ctx, s, h);
  if (raids.length >= limits(ctx).raidCountersPerHex)
    return refuse('raid-full', 'A-K[Placement]', `${limits(ctx).raidCountersPerHex} raid counters a hex at most`);
  if (raids.filter((x) => s.air[x]! & PARA).length >= limits(ctx).parasPerHex)
    return refuse('paras-full', 'A-K[Placement]', `${limits(ctx).parasPerHex} paras a hex at most`);
  return null;
}

export function placeRaid(ctx: Context, s: State, a: number, h: number, role: number, emit: AirEmit): void {
  const block = raidBlock(ctx, s, a, h, role);
  if (block) throw toError(block);
  s.hex[a] = h;
  if (role === PARA_ROLE) {
    // the para stands on its drop hex while the phase lasts: it lands unless repulsed (hits.ts)
    s.loc[a] = MAP;
    s.airborne[a] = 1;
    s.landing[a] = DROP;
    s.moved[a] = 1;
    s.air[a] = RAID | PARA;
  } else {
    s.loc[a] = AIR;
    s.air[a] = RAID | (role === BOMBER_ROLE ? AS_BOMBER : AS_INTERCEPTOR);
  }
  emit?.({ type: 'raid', aircraft: ctx.units[a]!.id, hex: ctx.board.id(h), role: ROLE_WORDS[role]! });
}

export const ROLE_WORDS = ['escort', 'bomber', 'para'] as const;

/** A-K[Note]: no interceptors in this air phase (the Arab air phase of GT 1). */
export function interceptorsBarred(ctx: Context, s: State): boolean {
  return limits(ctx).noInterceptors.some((n) => n.turn === s.turn && n.side === ctx.sides[s.side]);
}

/** The hexes of raids the defender may roll for (not rolled yet). */
export const undetectedHexes = (ctx: Context, s: State): number[] =>
  airHexes(ctx, s, s.side).filter((h) => raidsAt(ctx, s, h).some((a) => !(s.air[a]! & ROLLED)));

/** A-K[Detection]: one die for the raids over h, by their number of counters. */
export function detect(ctx: Context, s: State, h: number, emit: AirEmit): number {
  if (interceptorsBarred(ctx, s)) throw toError(refuse('no-interceptors', 'A-K[Note]', 'No interceptors fly now'));
  const raids = raidsAt(ctx, s, h);
  if (raids.length === 0 || raids.some((a) => s.air[a]! & ROLLED))
    throw toError(refuse('no-raid', 'A-K[Detection]', 'No raid waits to be detected over that hex'));
  const table = limits(ctx).detectedOn;
  const counters = Math.min(raids.length, Math.max(...Object.keys(table).map(Number)));
  const die = rollDie(s);
  const detected = table[String(counters)]!.includes(die);
  for (const a of raids) s.air[a] = s.air[a]! | ROLLED | (detected ? DETECTED : 0);
  emit?.({ type: 'detect', hex: ctx.board.id(h), counters: raids.length, die, detected });
  return die;
}

/** A-K[Interceptors]: why aircraft a of the defender may not intercept over h, or null. */
export function interceptBlock(ctx: Context, s: State, a: number, h: number) {
  const side = defenderOf(ctx, s);
  if (interceptorsBarred(ctx, s)) return refuse('no-interceptors', 'A-K[Note]', 'No interceptors fly now');
  if (a < 0 || !ctx.board.onMap(h) || !onFront(ctx, s, h) || !placeable(ctx, s, a, side, h))
    return refuse('no-aircraft', 'A-K[Interceptors]', 'That aircraft is not ready in the pool for this front');
  if (airData(ctx, a).role === 'bomber')
    return refuse('wrong-role', 'A-K[Interceptors]', 'A bomber does not intercept');
  if (!raidsAt(ctx, s, h).some((x) => s.air[x]! & DETECTED))
    return refuse('not-detected', 'A-K[Interceptors]', 'Interceptors go only where a raid was detected');
  if (aircraftAt(ctx, s, side, h).length >= limits(ctx).interceptorsPerHex)
    return refuse(
      'intercept-full',
      'A-K[Interceptors]',
      `${limits(ctx).interceptorsPerHex} interceptors a hex at most`,
    );
  return null;
}

export function intercept(ctx: Context, s: State, a: number, h: number, emit: AirEmit): void {
  const block = interceptBlock(ctx, s, a, h);
  if (block) throw toError(block);
  s.loc[a] = AIR;
  s.hex[a] = h;
  s.air[a] = AS_INTERCEPTOR;
  emit?.({ type: 'intercept', aircraft: ctx.units[a]!.id, hex: ctx.board.id(h) });
}

/** The hexes of detected raids (where interceptors may go). */
export const detectedHexes = (ctx: Context, s: State): number[] =>
  airHexes(ctx, s, s.side).filter((h) => raidsAt(ctx, s, h).some((a) => s.air[a]! & DETECTED));

/** Aircraft of `side` ready for this front, one of each kind (alike counters are the same move). */
export function readyKinds(ctx: Context, s: State, side: number): number[] {
  const seen = new Set<string>();
  return ctx.aircraft.filter((a) => {
    if (ctx.unitSide[a] !== side || !ready(s, a)) return false;
    const d = airData(ctx, a);
    const key = `${d.airForce}/${d.role}/${s.steps[a]}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
