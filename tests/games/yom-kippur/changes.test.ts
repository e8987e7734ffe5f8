// A state's version (changes.ts), which the route cache and the movement
// and landing listings trust to look only at the counter an action changed:
// named anew by a counter's move or an aircraft placed from the version
// before, by a drop or landing in a record of its own, anew from none after
// any other action, given back by the search's undo and carried by copies.
import { describe, expect, it } from 'vitest';
import { ActionBuffer } from '../../../src/engine/action-buffer.js';
import { Random } from '../../../src/engine/rng.js';
import { SearchState } from '../../../src/engine/search-state.js';
import { AIRCRAFT, DROP, HELI, kindOf, MOVE, unitOf } from '../../../src/games/yom-kippur/action-codes.js';
import { changedFrom, landedFrom, lastChange, lastLanding } from '../../../src/games/yom-kippur/changes.js';
import type { Context } from '../../../src/games/yom-kippur/context.js';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { yomKippurRules } from '../../../src/games/yom-kippur/rules.js';
import { cloneState, type State } from '../../../src/games/yom-kippur/state.js';

/** A search state at the first movement phase's first listing with a move in it, and that listing. */
async function atMoves(): Promise<{ search: SearchState<State, Context>; legal: ActionBuffer }> {
  const root = (await Game.create({ seed: 5 })).searchRoot();
  const search = new SearchState(yomKippurRules, root.ctx as Context, cloneState(root.state as State));
  const legal = new ActionBuffer();
  for (;;) {
    search.legal(legal);
    for (let i = 0; i < legal.length; i++) if (kindOf(legal.at(i)) === MOVE) return { search, legal };
    search.apply(legal.at(legal.length - 1)); // the end of the phase (or set-up), listed last
  }
}

const firstMove = (legal: ActionBuffer): number => {
  for (let i = 0; i < legal.length; i++) if (kindOf(legal.at(i)) === MOVE) return legal.at(i);
  throw new Error('no move');
};

describe('a state’s version', () => {
  it('is named anew by a move, from the version before, and given back by undo', async () => {
    const { search, legal } = await atMoves();
    const s = search.state;
    const one = firstMove(legal);
    search.apply(one);
    const first = s.version;
    expect(first).not.toBe(0);
    search.legal(legal);
    const two = firstMove(legal);
    search.apply(two);
    expect(changedFrom(first, s.version)).toBe(true);
    expect(lastChange.unit).toBe(unitOf(two));
    search.undo();
    expect(s.version).toBe(first);
    expect(cloneState(s).version).toBe(first);
  });

  it('is named anew, from no version, after an action whose changes are not recorded (the end of a phase)', async () => {
    const { search, legal } = await atMoves();
    search.apply(firstMove(legal));
    const before = search.state.version;
    expect(before).not.toBe(0);
    search.legal(legal);
    search.apply(legal.at(legal.length - 1));
    const after = search.state.version;
    expect(after).not.toBe(0);
    expect(after).not.toBe(before);
    expect(changedFrom(before, after)).toBe(false);
    expect(landedFrom(before, after)).toBe(false);
  });

  it('records an aircraft placed as its one change, and a drop or landing apart (B-N.1, B-O)', async () => {
    const root = (await Game.create({ seed: 7 })).searchRoot();
    const search = new SearchState(yomKippurRules, root.ctx as Context, cloneState(root.state as State));
    const legal = new ActionBuffer();
    const seen = new Set<number>();
    const random = new Random(7);
    while (search.actor >= 0 && seen.size < 3) {
      search.legal(legal);
      const code = legal.at(random.below(legal.length));
      const kind = kindOf(code);
      const before = search.state.version;
      search.apply(code);
      const after = search.state.version;
      // (the root's content, read from a position, has no name: its first action leads from none)
      if ((kind !== AIRCRAFT && kind !== DROP && kind !== HELI) || before === 0) continue;
      seen.add(kind);
      expect(changedFrom(before, after)).toBe(kind === AIRCRAFT);
      expect(landedFrom(before, after)).toBe(kind !== AIRCRAFT);
      expect(kind === AIRCRAFT ? lastChange.unit : lastLanding.unit).toBe(unitOf(code));
    }
    expect([...seen].sort()).toEqual([AIRCRAFT, DROP, HELI]);
  });
});
