// A-C, A-F.4: rules that change for good once something has happened (the
// data's `triggers`, a bit each in State.triggers): the Kiryat Shmona lock
// lifts when an Arab unit stands in Lebanon or west of the Jordan. Checked
// after every action, so that a unit that enters and leaves again in one
// player-turn fires the trigger all the same.
import { PositionError } from '../../../engine/position-error.js';
import { perContext } from '../../../engine/per-context.js';
import type { Context } from '../context.js';
import { MAP, type State } from '../state.js';

/** Per game definition, per trigger: its side's number and its hexes marked (1). */
const marks = perContext((ctx: Context): { side: number; hexes: Uint8Array }[] =>
  (ctx.data.triggers ?? []).map((t) => {
    const hexes = new Uint8Array(ctx.board.hexCount);
    for (const id of t.hexes) hexes[ctx.board.index(id)] = 1;
    return { side: ctx.sideIndex.get(t.side)!, hexes };
  }),
);

/** Fires every trigger whose side now has a counter on one of its hexes (for good). */
export function fireTriggers(ctx: Context, s: State): void {
  const all = marks(ctx);
  for (let i = 0; i < all.length; i++) {
    if (s.triggers & (1 << i)) continue;
    const { side, hexes } = all[i]!;
    for (let u = 0; u < ctx.units.length; u++) {
      if (ctx.unitSide[u] === side && s.loc[u] === MAP && ctx.units[u]!.kind === 'ground' && hexes[s.hex[u]!]) {
        s.triggers |= 1 << i;
        s.version = 0; // changed after the action named it (changes.ts)
        break;
      }
    }
  }
}

/** A-C, A-F.4: sets the triggers a position names fired, by their ids. */
export function setTriggersPosition(ctx: Context, s: State, ids: unknown): void {
  const triggers = ctx.data.triggers ?? [];
  if (!Array.isArray(ids)) throw new PositionError('triggers', 'must be a list of trigger ids');
  for (const t of ids) {
    const i = triggers.findIndex((x) => x.id === t);
    if (i < 0)
      throw new PositionError('triggers', `${String(t).slice(0, 40)} is not one of ${triggers.map((x) => x.id)}`);
    s.triggers |= 1 << i;
  }
}

/** The position with the triggers fired, by their ids, before its `rng` (where the basic position's fields end). */
export function withTriggersPosition(ctx: Context, s: State, position: object): object {
  if (!s.triggers) return position;
  const fired = (ctx.data.triggers ?? []).flatMap((t, i) => (s.triggers & (1 << i) ? [t.id] : []));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(position)) {
    if (k === 'rng') out['triggers'] = fired;
    out[k] = v;
  }
  return out;
}
