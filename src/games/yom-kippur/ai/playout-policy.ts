// Yom Kippur's fast playout policy, for evaluate()'s playouts (evaluate.ts):
// a few legal actions drawn at random and judged by a glance — a move by
// how much nearer it brings its counter to what the victory conditions
// reward (heuristics.ts moveGain), an attack by its chance to harm the
// defender (harm.ts), an air mission by the enemy strength under it — the
// best of them played if it is worth more than ending the phase, else the
// phase ended. So a playout moves a counter where it gains something and
// attacks where the odds can hurt, at a few listings a phase, with no
// search; what it plays is the rules' own (legal codes, applyCode).
import type { PlayoutPolicy } from '../../../engine/ai/search/policy-playouts.js';
import type { ActionBuffer } from '../../../engine/action-buffer.js';
import type { Random } from '../../../engine/rng.js';
import { actionOf, AIRCRAFT, argOf, ATTACK, DROP, END, EXIT, HELI, kindOf, MOVE, unitOf } from '../action-codes.js';
import type { Context } from '../context.js';
import { yomKippurRules } from '../rules.js';
import type { State } from '../state.js';
import { onMap } from '../units.js';
import { attackHarmChance } from './harm.js';
import { moveGain, targetOn } from './heuristics.js';

/** Legal actions drawn and judged a decision. */
const DRAWN = 6;
/** What ending the phase is worth to the policy, in victory points: a move must gain more. */
const ENDING = 0.5;
/** Victory points an attack is worth per unit of its chance to harm the defender. */
const PER_HARM = 2;
/** Victory points an air mission is worth per enemy combat factor under it. */
const PER_TARGET_CF = 0.1;
/** The blur on each glance (± this many victory points), so that playouts differ. */
const NOISE = 0.3;

/** The glance's worth of one legal code for the side to act. */
function glance(ctx: Context, s: State, side: number, code: number): number {
  const kind = kindOf(code);
  const u = unitOf(code);
  switch (kind) {
    case MOVE:
    case DROP:
    case HELI:
      return moveGain(ctx, s, side, onMap(s, u) ? s.hex[u]! : -1, argOf(code));
    case ATTACK:
      return (
        PER_HARM *
        attackHarmChance(ctx, s, actionOf(ctx, code) as Extract<ReturnType<typeof actionOf>, { type: 'attack' }>)
      );
    case AIRCRAFT:
      return PER_TARGET_CF * targetOn(ctx, s, side, argOf(code));
    case EXIT:
      return ENDING * 2;
    default:
      // a decision of its own (a retreat, a reduction, support, a SAM, a bombing): any of them will do
      return ENDING;
  }
}

/** The policy, its noise drawn from `rng` (reseeded by the caller before each playout). */
export function playoutPolicy(_ctx: Context, rng: Random): PlayoutPolicy<State, Context> {
  const choose = (ctx: Context, s: State, legal: ActionBuffer): number => {
    yomKippurRules.legalCodes(ctx, s, legal);
    const n = legal.length;
    if (n === 1) return legal.at(0);
    let end = -1;
    for (let i = 0; i < n; i++)
      if (kindOf(legal.at(i)) === END) {
        end = legal.at(i);
        break;
      }
    const side = yomKippurRules.actor(ctx, s);
    let best = -1;
    let bestWorth = end >= 0 ? ENDING : -Infinity;
    for (let k = 0; k < DRAWN; k++) {
      const code = legal.at(rng.below(n));
      if (code === end) continue;
      const worth = glance(ctx, s, side, code) + NOISE * (2 * rng.next() - 1);
      if (worth > bestWorth) [best, bestWorth] = [code, worth];
    }
    return best >= 0 ? best : end >= 0 ? end : legal.at(rng.below(n));
  };
  return { choose, reset: () => {} };
}
