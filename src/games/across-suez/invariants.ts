// What must hold in every state a game of Across Suez reaches: the fuzzer,
// the random-play tests and the engine's conformance suite check these after
// every action. Each violation names its rule.
import type { Context } from './context.js';
import { CROSSED, LOCATIONS, ON_MAP, type State } from './state.js';
import { movementAllowance } from './units.js';
import { entryRefusal } from './movement.js';

export function invariants(ctx: Context, s: State): string[] {
  const out: string[] = [];
  const holder = new Map<number, string>();
  ctx.units.forEach((unit, u) => {
    const hex = s.hex[u]!;
    if (s.loc[u] !== ON_MAP) {
      if (hex !== -1) out.push(`${unit.id} is ${LOCATIONS[s.loc[u]!]} but has a hex`);
      if (s.loc[u] === CROSSED && unit.side !== ctx.data.scenario.crossing.side) out.push(`11.0 ${unit.id} crossed`);
      return;
    }
    if (!ctx.board.onMap(hex)) return void out.push(`${unit.id} on the map without a hex`);
    if (holder.has(hex)) out.push(`4.4 ${unit.id} and ${holder.get(hex)} share ${ctx.board.id(hex)}`);
    holder.set(hex, unit.id);
    const refusal = entryRefusal(ctx, u, hex); // 4.2, 14.2: only where a move could take it
    if (refusal) out.push(`${refusal.rule} ${unit.id} stands on ${ctx.board.id(hex)}: ${refusal.message}`);
    if (s.phase === 'movement' && s.spent[u]! > movementAllowance(ctx, s, u)) {
      out.push(`4.1 ${unit.id} spent ${s.spent[u]! / ctx.data.chart.costUnits} MP`);
    }
  });
  if (s.phase === 'movement' && s.ferried > ctx.data.scenario.crossing.limitWithoutBridge) {
    out.push(`11.1 ${s.ferried} units ferried in one phase`);
  }
  if (s.phase === 'over' && s.winner === null) out.push('14.0 the game ended without a winner');
  const b = ctx.bridgeUnit;
  if (s.bridgePlaced && s.phase !== 'over' && !(s.loc[b] === ON_MAP && s.hex[b] === ctx.crossingHex)) {
    out.push('14.2 the bridge left Matzmed and play went on');
  }
  return out;
}
