// B-Q recovery points: from GT 6 each side has a pool (Israel 10, Egypt 5,
// one grant: digest B-Q Unclear) worth one combat factor a point. A reduced
// unit is restored for the difference of its faces, an eliminated one
// rebuilt for its full factor (it enters by the owner's entry roads); an
// aircraft costs tables.json's price. Never SAMs or forts; a purchase is
// paid whole. Points are spent in the owner's movement phase, with
// reinforcements (digest B-E Unclear). On a board of several maps a phase
// of one front recovers that front's counters (A-Use), and spends the
// points set aside for that front first (A-L's split between the Arab
// seats), then the side's own.
import { refuse, toError, type Refusal } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { frontNow, outOfFront } from './fronts.js';
import { phaseDoes } from './turns.js';
import { hasPending } from './pending.js';
import { ELIMINATED, MAP, MAX_FRONTS, POOL, WAITING, type State } from './state.js';

interface RecoveryTable {
  fromTurn: number;
  costs: { aircraftRebuilt: Record<string, number>; aircraftRestored: Record<string, number> };
  excluded: string[];
}

const table = (ctx: Context): RecoveryTable => ctx.data.tables.standard['recovery'] as RecoveryTable;

/** The last game definition asked about, and per counter whether its kind is never recovered (found once). */
let excludedOf: Context | null = null;
let excludedUnits = new Uint8Array(0);

function excluded(ctx: Context): Uint8Array {
  if (excludedOf !== ctx) {
    const kinds = table(ctx).excluded;
    [excludedOf, excludedUnits] = [ctx, Uint8Array.from(ctx.units, (d) => (kinds.includes(d.kind) ? 1 : 0))];
  }
  return excludedUnits;
}

/**
 * What recovering counter u costs now, in points (≥ 0), or why it may not
 * be recovered, as a negative number (-1 - its index in RECOVERY_REFUSALS,
 * whose words are made only when a refusal is given: recoveryCost).
 */
export function recoveryCheck(ctx: Context, s: State, u: number): number {
  const t = table(ctx);
  const side = ctx.unitSide[u]!;
  if (s.turn < t.fromTurn) return -1;
  if (side !== s.side || hasPending(s) || !phaseDoes(ctx, s, 'recovery')) return -2;
  if (outOfFront(ctx, s, u)) return -7; // A-Use: a phase of one front recovers that front's counters
  if (excluded(ctx)[u]) return -3;
  const eliminated = s.loc[u] === ELIMINATED;
  const reduced = !eliminated && s.steps[u]! < ctx.maxSteps[u]! && (s.loc[u] === MAP || s.loc[u] === POOL);
  if (!eliminated && !reduced) return -4;
  const points = price(ctx, s, u, eliminated);
  if (points < 0) return -5;
  return points > pointsNow(ctx, s, side) ? -6 : points;
}

/** The index of the points set aside for the phase's front (A-L), -1 when the phase has none. */
function frontPool(ctx: Context, s: State, side: number): number {
  const f = frontNow(ctx, s);
  return f < 0 ? -1 : side * MAX_FRONTS + f;
}

/** B-Q, A-L: the points side may spend now: its own, and those set aside for the phase's front. */
export function pointsNow(ctx: Context, s: State, side: number): number {
  const f = frontPool(ctx, s, side);
  return s.recovery[side]! + (f < 0 ? 0 : s.frontRecovery[f]!);
}

/** B-Q: may the phasing side spend recovery points now, on some counter (recoveryCheck's tests of the phase)? */
export function mayRecover(ctx: Context, s: State): boolean {
  return s.turn >= table(ctx).fromTurn && !hasPending(s) && phaseDoes(ctx, s, 'recovery');
}

/** B-Q: the points counter u costs, rebuilt or restored (-1: an aircraft the table gives no price for). */
function price(ctx: Context, s: State, u: number, eliminated: boolean): number {
  const d = ctx.units[u]!;
  const t = table(ctx);
  // A-L: in the advanced game an aircraft costs its combat factors, as a ground unit does (below)
  if (d.kind === 'aircraft' && ctx.data.scenario.recovery.aircraft !== 'combat factor')
    return (eliminated ? t.costs.aircraftRebuilt[d.side] : t.costs.aircraftRestored[d.side]) ?? -1;
  // an eliminated para comes back as para infantry (B-Q example: 4 points, a non-mechanised brigade)
  const face = (eliminated || s.airborne[u]) && d.airborne ? d.airborne : d;
  return eliminated ? face.strength[0]! : face.strength[0]! - face.strength[ctx.maxSteps[u]! - s.steps[u]!]!;
}

const RECOVERY_REFUSALS: readonly ((ctx: Context, s: State, u: number) => Refusal)[] = [
  (ctx) => refuse('too-early', 'B-Q', `Recovery points are spent from Game-Turn ${table(ctx).fromTurn}`),
  () => refuse('not-now', 'B-Q', "Recovery points are spent in the owner's movement phase"),
  (ctx, _s, u) => refuse('excluded', 'B-Q', `${ctx.units[u]!.name} cannot be recovered`),
  (ctx, _s, u) => refuse('intact', 'B-Q', `${ctx.units[u]!.name} is neither reduced nor eliminated`),
  (ctx, s, u) =>
    refuse('excluded', 'B-Q', `${ctx.units[u]!.name} cannot be ${s.loc[u] === ELIMINATED ? 'rebuilt' : 'restored'}`),
  (ctx, s, u) =>
    refuse(
      'points',
      'B-Q',
      `${ctx.units[u]!.name} costs ${price(ctx, s, u, s.loc[u] === ELIMINATED)} points; ${pointsNow(ctx, s, ctx.unitSide[u]!)} left (paid whole)`,
    ),
  (ctx, _s, u) => refuse('other-front', 'A-Use', `${ctx.units[u]!.name} is not on the front this phase is played on`),
];

/** What recovering counter u costs now (rebuilt or restored), or a refusal. */
export function recoveryCost(ctx: Context, s: State, u: number): { points: number; rebuild: boolean } | Refusal {
  const points = recoveryCheck(ctx, s, u);
  if (points < 0) return RECOVERY_REFUSALS[-1 - points]!(ctx, s, u);
  return { points, rebuild: s.loc[u] === ELIMINATED };
}

/** B-Q: restores or rebuilds counter u. */
export function recover(ctx: Context, s: State, u: number, emit: Emit): void {
  const c = recoveryCost(ctx, s, u);
  if ('code' in c) throw toError(c);
  const d = ctx.units[u]!;
  const side = ctx.unitSide[u]!;
  const f = frontPool(ctx, s, side);
  const aside = f < 0 ? 0 : Math.min(c.points, s.frontRecovery[f]!); // A-L: the front's points first
  if (f >= 0) s.frontRecovery[f]! -= aside;
  s.recovery[side]! -= c.points - aside;
  s.steps[u] = ctx.maxSteps[u]!;
  if (c.rebuild) {
    s.loc[u] = d.kind === 'aircraft' ? POOL : WAITING;
    s.hex[u] = -1;
    s.airborne[u] = d.airborne ? 1 : 0; // B-Q: a rebuilt para is para infantry
    s.moved[u] = 0;
  }
  emit?.({ type: 'recover', unit: d.id, points: c.points, rebuilt: c.rebuild });
}
