// B-B the calendar: reinforcements by Game-Turn from the force sheet
// (scenario.json), entering from a road hex of their own map edge in the
// owner's first movement phase; units not entered on their turn may enter
// later (digest B-B Unclear). The calendar also marks US countermeasures
// (B-M.5) and recovery points (B-Q) from GT 6.
import type { Context } from './context.js';
import { MAP, POOL, WAITING, type State } from './state.js';
import type { CalendarEntry } from './types.js';

/** May a waiting counter enter now (its arrival turn has come; rebuilt units wait for nothing)? */
export function arrived(ctx: Context, s: State, u: number): boolean {
  return (ctx.units[u]!.arrives?.turn ?? 1) <= s.turn;
}

/** B-B: where each counter starts a game: its set-up hex, or waiting for its turn (aircraft: in the pool). */
export function startOf(ctx: Context, u: number): { hex: number; loc: number } {
  const d = ctx.units[u]!;
  if (d.start) return { hex: ctx.board.index(d.start), loc: MAP };
  if (d.kind === 'aircraft' && !d.arrives) return { hex: -1, loc: POOL };
  return { hex: -1, loc: WAITING };
}

/** B-B, B-M.5, B-Q: the calendar printed on the map (its dates inferred, scenario.json). */
export function calendar(ctx: Context): CalendarEntry[] {
  const sc = ctx.data.scenario;
  return Array.from({ length: sc.turns }, (_, i) => {
    const turn = i + 1;
    return {
      turn,
      dates: sc.calendar[String(turn)] ?? '',
      reinforcements: Object.fromEntries(
        ctx.sides.map((side) => [
          side,
          ctx.units.filter((u) => u.side === side && u.arrives?.turn === turn).map((u) => u.id),
        ]),
      ),
      ecm: turn >= sc.ecm.fromTurn,
      recovery: turn >= sc.recovery.fromTurn,
    };
  });
}
