// A-H transfers between the maps: an Israeli unit leaves its map by an entry
// road of its side and, from the next Game-Turn (not before), enters the
// other map or the same one as a reinforcement; the Arabs never transfer.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../../src/games/yom-kippur/game.js';
import { lines, play, refusal } from './air.js';
import { advancedOnly, arabMove, G, israeliMove } from './positions.js';

// one Israeli unit stays on each map, so that A-M's sudden death does not end the game
const placed = {
  'il-14-armd': '2721', // next to the Sinai's Israeli entry road 2821
  'il-460-armd': '1514',
  'il-188-armd': G('0412'),
  'eg-90-inf': '0112',
};

const endUntil = (g: Game, turn: number, phase: string) => {
  while (g.turn !== turn || g.phase !== phase) g.apply({ type: 'end' });
};

describe('A-H transfers between the maps', () => {
  it('A-H an Israeli unit leaves the Sinai by its entry road and enters the Golan from the next Game-Turn, not before', async () => {
    const g = await advancedOnly(placed, israeliMove(2, 'sinai'));
    expect(lines(g)).toContain('transfer il-14-armd');
    play(g, 'transfer il-14-armd');
    expect(g.unit('il-14-armd').location).toBe('transit');
    expect(g.unit('il-14-armd').hex).toBeNull();
    // the same Game-Turn, on the Golan: it may not enter
    endUntil(g, 2, 'movement-1@golan');
    expect(g.legalActions().some((a) => 'unit' in a && a.unit === 'il-14-armd')).toBe(false);
    expect(refusal(g, `move il-14-armd ${G('0114')}`).rule).toBe('B-F');
    // the next Game-Turn it waits, and enters by the Golan's Israeli entries
    endUntil(g, 3, 'movement-1@golan');
    expect(g.unit('il-14-armd').location).toBe('waiting');
    expect(g.reachable('il-14-armd').has(G('0114'))).toBe(true);
    g.apply({ type: 'move', unit: 'il-14-armd', hex: G('0114') });
    expect(g.unit('il-14-armd').hex).toBe(G('0114'));
  });

  it("A-H a unit that cannot reach its entry road this phase, or the other map's, does not leave", async () => {
    const g = await advancedOnly(placed, israeliMove(2, 'sinai'));
    // il-460-armd stands off the roads in the west of the Sinai: the east edge is beyond its reach this phase
    expect(lines(g)).not.toContain('transfer il-460-armd');
    expect(refusal(g, 'transfer il-460-armd')).toEqual({ code: 'cannot-transfer', rule: 'A-H' });
    // a unit of the other map does not act in this front's phase (A-Use)
    expect(refusal(g, 'transfer il-188-armd').rule).toBe('A-Use');
  });

  it('A-H the Arabs do not transfer', async () => {
    const g = await advancedOnly(placed, arabMove(2, 'sinai'));
    expect(lines(g).some((l) => l.startsWith('transfer'))).toBe(false);
    expect(refusal(g, 'transfer eg-90-inf')).toEqual({ code: 'no-transfer', rule: 'A-H' });
  });

  it('A-H a unit in transit is named so in a position, which reads back', async () => {
    const g = await advancedOnly(placed, israeliMove(2, 'sinai'));
    play(g, 'transfer il-14-armd');
    const p = g.position() as { units: Record<string, string> };
    expect(p.units['il-14-armd']).toBe('transit');
    const again = await advancedOnly({}, p as never);
    expect(again.position()).toEqual(p);
    expect(g.toRecord()).toContain('transfer il-14-armd');
  });
});
