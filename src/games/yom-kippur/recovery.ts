// B-Q recovery points: from GT 6 each side has a pool (Israel 10, Egypt 5,
// one grant: digest B-Q Unclear) worth one combat factor a point. A reduced
// unit is restored for the difference of its faces, an eliminated one
// rebuilt for its full factor (it enters by the owner's entry roads); an
// aircraft costs tables.json's price. Never SAMs or forts; a purchase is
// paid whole. Points are spent in the owner's movement phase, with
// reinforcements (digest B-E Unclear).
import { refuse, toError, type Refusal } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { phaseDoes } from './turns.js';
import { hasPending } from './pending.js';
import { ELIMINATED, MAP, POOL, WAITING, type State } from './state.js';

interface RecoveryTable {
  fromTurn: number;
  costs: { aircraftRebuilt: Record<string, number>; aircraftRestored: Record<string, number> };
  excluded: string[];
}

const table = (ctx: Context): RecoveryTable => ctx.data.tables.standard['recovery'] as RecoveryTable;

/** What recovering counter u costs now (rebuilt or restored), or a refusal. */
export function recoveryCost(ctx: Context, s: State, u: number): { points: number; rebuild: boolean } | Refusal {
  const d = ctx.units[u]!;
  const t = table(ctx);
  const side = ctx.unitSide[u]!;
  if (s.turn < t.fromTurn) return refuse('too-early', 'B-Q', `Recovery points are spent from Game-Turn ${t.fromTurn}`);
  if (side !== s.side || hasPending(s) || !phaseDoes(ctx, s, 'recovery')) {
    return refuse('not-now', 'B-Q', "Recovery points are spent in the owner's movement phase");
  }
  if (t.excluded.includes(d.kind)) return refuse('excluded', 'B-Q', `${d.name} cannot be recovered`);
  const eliminated = s.loc[u] === ELIMINATED;
  const reduced = !eliminated && s.steps[u]! < ctx.maxSteps[u]! && (s.loc[u] === MAP || s.loc[u] === POOL);
  if (!eliminated && !reduced) return refuse('intact', 'B-Q', `${d.name} is neither reduced nor eliminated`);
  let points: number;
  if (d.kind === 'aircraft') {
    const price = eliminated ? t.costs.aircraftRebuilt[d.side] : t.costs.aircraftRestored[d.side];
    if (price === undefined)
      return refuse('excluded', 'B-Q', `${d.name} cannot be ${eliminated ? 'rebuilt' : 'restored'}`);
    points = price;
  } else {
    // an eliminated para comes back as para infantry (B-Q example: 4 points, a non-mechanised brigade)
    const face = (eliminated || s.airborne[u]) && d.airborne ? d.airborne : d;
    points = eliminated ? face.strength[0]! : face.strength[0]! - face.strength[ctx.maxSteps[u]! - s.steps[u]!]!;
  }
  if (points > s.recovery[side]!) {
    return refuse('points', 'B-Q', `${d.name} costs ${points} points; ${s.recovery[side]} left (paid whole)`);
  }
  return { points, rebuild: eliminated };
}

/** B-Q: restores or rebuilds counter u. */
export function recover(ctx: Context, s: State, u: number, emit: Emit): void {
  const c = recoveryCost(ctx, s, u);
  if ('code' in c) throw toError(c);
  const d = ctx.units[u]!;
  s.recovery[ctx.unitSide[u]!]! -= c.points;
  s.steps[u] = ctx.maxSteps[u]!;
  if (c.rebuild) {
    s.loc[u] = d.kind === 'aircraft' ? POOL : WAITING;
    s.hex[u] = -1;
    s.airborne[u] = d.airborne ? 1 : 0; // B-Q: a rebuilt para is para infantry
    s.moved[u] = 0;
  }
  emit?.({ type: 'recover', unit: d.id, points: c.points, rebuilt: c.rebuild });
}
