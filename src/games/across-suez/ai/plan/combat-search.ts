// The planning player's Combat Phase (planner.ts): attack by attack, on the
// rules' action codes (legal.ts) rather than the public API's objects.
// Bombardment first when any is legal (13.1: it costs nothing); else every
// legal attack is screened by an expectation over the CRT on the Snapshot
// (assessment.ts), and the best few are played on search copies once per
// result their column can give (a chance node over the six die faces:
// exact, not sampled), the decisions they trigger answered, and the mean
// value taken. It attacks while the best expectation beats stopping. Only
// the action it chooses is made into an object.
import type { Game } from '../../game.js';
import type { Action } from '../../record.js';
import { ActionBuffer } from '../../../../engine/action-buffer.js';
import { legalCodes } from '../../legal.js';
import {
  actionOf,
  argOf,
  ATTACK,
  attackersOf,
  BOMBARD,
  END,
  kindOf,
  unitOf,
  WITH_ARTILLERY,
} from '../../action-codes.js';
import { odds } from '../../combat.js';
import { place } from './model.js';
import type { AttackMemo, PlanContext } from './assessment.js';
import { SearchCopy } from './search-copy.js';
import { settle } from './decisions.js';

const END_PHASE: Action = Object.freeze({ type: 'end' });

// Scratch made once. It is read only between two yields of one search (the
// finalists are copied out before the first), so searches taking turns in
// slices do not tread on each other.
const listed = new ActionBuffer();
let screenedCode = new Int32Array(64);
let screenedValue = new Float64Array(64);
const team = new Int16Array(6);
const memo: AttackMemo = { removed: new Map(), lost: new Map() };
/** Per result code (Ae Ar Ee Dr De), the value after it, NaN until played. */
const after = new Float64Array(5);

/**
 * The Combat Phase action for ctx.side. `verify`: attacks played out over the
 * die faces after the screening. `diceForced`: the game's next die is
 * already forced and the player knows it (a reply sample plays on its own
 * dice): an attack is then played once, on that die, and its value counted
 * for every face. `seesForcedDice`: the same whenever a die is forced on the
 * game (evaluate()'s playouts, planner.ts); otherwise each face is forced
 * first on its copy, so dice a test, a tutorial or a record forced stay unseen.
 */
export function* combatSearch(
  ctx: PlanContext,
  game: Game,
  verify: number,
  diceForced = false,
  seesForcedDice = false,
): Generator<void, Action> {
  const root = SearchCopy.of(game);
  try {
    return yield* choose(ctx, root, verify, diceForced || (seesForcedDice && root.state.forced.length > 0));
  } finally {
    root.release();
  }
}

function* choose(ctx: PlanContext, root: SearchCopy, verify: number, diceForced: boolean): Generator<void, Action> {
  const { ctx: rc, state: st } = root;
  legalCodes(rc, st, listed);
  let mayEnd = false,
    bombardBest = -1,
    attacks = 0;
  const s = ctx.snapshot(root);
  const now = ctx.valueOf(s, root);
  let bestV = -Infinity;
  for (let i = 0; i < listed.length; i++) {
    const code = listed.at(i);
    const kind = kindOf(code);
    if (kind === END) mayEnd = true;
    else if (kind === ATTACK) attacks++;
    else if (kind === BOMBARD) {
      // bombardment first: it costs nothing (13.1); one die in six destroys the target (13.2)
      const t = unitOf(code);
      const h = s.hex[t]!;
      place(s, t, -1, 3);
      const v = ctx.valueOf(s, root) / 6 + (5 / 6) * now;
      place(s, t, h);
      if (v > bestV) [bestV, bombardBest] = [v, code];
    }
  }
  if (bombardBest >= 0) return actionOf(rc, st, bombardBest);
  if (attacks === 0) return END_PHASE;
  // screen on the Snapshot; the values without the defender, and without the attackers, are the same for every
  // option that shares them (with and without artillery, each set of attackers against one defender)
  memo.removed.clear();
  memo.lost.clear();
  if (screenedCode.length < attacks)
    [screenedCode, screenedValue] = [new Int32Array(attacks), new Float64Array(attacks)];
  let n = 0;
  for (let i = 0; i < listed.length; i++) {
    const code = listed.at(i);
    if (kindOf(code) !== ATTACK) continue;
    const count = attackersOf(rc, st, code, team);
    const artillery = (argOf(code) & WITH_ARTILLERY) !== 0;
    screenedCode[n] = code;
    screenedValue[n++] = ctx.approxAttack(s, root, unitOf(code), team, count, artillery, now, memo);
  }
  const finalists = bestOf(n, Math.max(1, verify));
  let best = -1;
  bestV = mayEnd ? now + 0.002 : -Infinity;
  const attackers: number[] = [];
  for (const code of finalists) {
    attackers.length = attackersOf(rc, st, code, attackers);
    const column = odds(rc, st, attackers, unitOf(code), (argOf(code) & WITH_ARTILLERY) !== 0).column;
    // faces with the same result lead to the same position (the answers to it are deterministic): play each result once
    after.fill(NaN);
    let total = 0;
    for (let die = 1; die <= 6; die++) {
      const result = diceForced ? 0 : ctx.rules.crt[column]![die - 1]!;
      if (Number.isNaN(after[result]!)) {
        const g = root.copy();
        if (!diceForced) g.forceDie(die); // the face tested, rolled before any die forced on the game
        g.applyCode(code);
        settle(ctx, g);
        after[result] = ctx.valueOfCopy(g);
        g.release();
      }
      total += after[result]!;
    }
    if (total / 6 > bestV) [bestV, best] = [total / 6, code];
    yield;
  }
  if (best >= 0) return actionOf(rc, st, best);
  return mayEnd ? END_PHASE : actionOf(rc, st, finalists[0]!);
}

/** The codes of the `k` best screened attacks, best first (of equal values, the one listed first). */
function bestOf(n: number, k: number): number[] {
  const picked: number[] = [];
  const taken = new Uint8Array(n);
  for (let j = 0; j < k && j < n; j++) {
    let at = -1;
    for (let i = 0; i < n; i++) if (!taken[i] && (at < 0 || screenedValue[i]! > screenedValue[at]!)) at = i;
    taken[at] = 1;
    picked.push(screenedCode[at]!);
  }
  return picked;
}
