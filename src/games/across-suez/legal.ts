// Every legal action in the current state, OpenSpiel-style: the AI, the
// random player and the fuzzer choose among these, so they can never break
// a rule. They are listed as codes (action-codes.ts) into a reusable
// buffer; the public API's list is the same codes translated (codec.ts), in the same order.
import type { ActionBuffer } from '../../engine/action-buffer.js';
import type { Context } from './context.js';
import { ADVANCE, EXCHANGE, ON_MAP, RETREAT, type State } from './state.js';
import { stageHex, stageHexCount, stageUnit, stageUnitCount } from './pending.js';
import * as movement from './movement.js';
import * as combat from './combat.js';
import { mayAdvance, safeDirections } from './resolution.js';
import { attacksOwed } from './sequence.js';
import {
  ADVANCE_TO,
  ATTACK,
  BOMBARD,
  CROSS,
  encode,
  END,
  EXCHANGE_UNITS,
  MOVE,
  NO_UNIT,
  RETREAT_TO,
  WITH_ARTILLERY,
} from './action-codes.js';

/** The units that may attack one defender and their directions from it (combat.attackersAround), reused. */
const able = new Int32Array(6);
const ableDirs = new Int32Array(6);

/** The pending decision's choices (6.3–6.5). */
function decisions(ctx: Context, s: State, out: ActionBuffer): void {
  const kind = s.stageKind[0];
  if (kind === RETREAT) {
    for (let k = 0; k < stageUnitCount(s, 0); k++) {
      const u = stageUnit(s, 0, k);
      const safe = safeDirections(ctx, s, u);
      for (let d = 0; d < 6; d++)
        if (safe & (1 << d)) out.push(encode(RETREAT_TO, u, ctx.board.neighbour(s.hex[u]!, d)));
    }
  } else if (kind === EXCHANGE) {
    const n = stageUnitCount(s, 0);
    for (let mask = 1; mask < 1 << n; mask++) {
      let lost = 0;
      for (let k = 0; k < n; k++) if (mask & (1 << k)) lost += ctx.units[stageUnit(s, 0, k)]!.strength;
      if (lost >= s.stageStrength[0]!) out.push(encode(EXCHANGE_UNITS, 0, mask));
    }
  } else if (kind === ADVANCE) {
    out.push(encode(ADVANCE_TO, NO_UNIT));
    for (let k = 0; k < stageUnitCount(s, 0); k++) {
      const u = stageUnit(s, 0, k);
      for (let j = 0; j < stageHexCount(s, 0); j++) {
        const h = stageHex(s, 0, j);
        if (mayAdvance(ctx, s, u, h)) out.push(encode(ADVANCE_TO, u, h));
      }
    }
  }
}

/** Every legal action's code now, into `out` (cleared first). */
export function legalCodes(ctx: Context, s: State, out: ActionBuffer): void {
  out.clear();
  if (s.phase === 'over') return;
  if (s.stageKind[0]) return decisions(ctx, s, out);
  if (s.phase === 'movement') {
    for (let u = 0; u < ctx.units.length; u++) {
      if (ctx.unitSide[u] !== s.side) continue;
      const d = movement.destinations(ctx, s, u, true); // asked again after the next action: kept
      for (let i = 0; i < d.count; i++) out.push(encode(MOVE, u, d.hexes[i]!));
      if (movement.crossingCheck(ctx, s, u) >= 0) out.push(encode(CROSS, u));
    }
  } else {
    for (let u = 0; u < ctx.units.length; u++) if (combat.mayBombard(ctx, s, u)) out.push(encode(BOMBARD, u));
    const artillery = combat.artilleryAvailable(ctx, s) > 0;
    for (let d = 0; d < ctx.units.length; d++) {
      if (s.loc[d] !== ON_MAP || s.defended[d] || ctx.unitSide[d] === s.side) continue;
      const n = combat.attackersAround(ctx, s, d, able, ableDirs);
      for (let mask = 1; mask < 1 << n; mask++) {
        let dirs = 0;
        for (let i = 0; i < n; i++) if (mask & (1 << i)) dirs |= ableDirs[i]!;
        out.push(encode(ATTACK, d, dirs));
        if (artillery) out.push(encode(ATTACK, d, dirs | WITH_ARTILLERY));
      }
    }
  }
  if (!attacksOwed(ctx, s)) out.push(encode(END));
}
