// A-Use: two to four players. The rules play the Arab and the Israeli
// sides; the engine's actor is the seat that holds the front of the phase
// under way (advanced-scenario.json seats and phasesByFront).
import { describe, expect, it } from 'vitest';
import { createAdvanced } from '../../../../src/games/yom-kippur/advanced/game.js';
import { createGame, gameFromRecord } from '../../../../src/games/yom-kippur/engine.js';
import { checkConformance } from '../../../engine/conformance.js';
import { advancedOnly, G } from './positions.js';

/** The acting seat in each phase of the Arab and the Israeli player-turns of GT 2. */
async function actors(seats: number): Promise<string[]> {
  const g = await createAdvanced({ seed: 1, seats, position: { turn: 2, side: 'egyptian', phase: 'air@sinai' } });
  const out: string[] = [];
  while (g.turn === 2 && !g.isOver) {
    out.push(`${g.phase} ${g.actingSide}`);
    g.apply({ type: 'end' });
  }
  return out;
}

describe('A-Use players', () => {
  it('A-Use 2 players: the Arabs decide on both fronts, Israel on both', async () => {
    const a = await actors(2);
    expect(a.filter((x) => x.includes('@golan')).every((x) => / (arab|israeli)$/.test(x))).toBe(true);
    expect(a).toContain('movement@sinai arab');
    expect(a).toContain('movement-1@golan israeli');
  });

  it('A-Use 3 players (recommended): Egypt decides on the Sinai, Syria on the Golan, Israel on both, phase by phase', async () => {
    const a = await actors(3);
    expect(a.slice(0, 5)).toEqual([
      'air@sinai egyptian',
      'air@golan syrian',
      'bridges@sinai egyptian', // A-D 1b, A-E
      'movement@sinai egyptian',
      'movement@golan syrian',
    ]);
    expect(a).toContain('movement-1@sinai israeli');
    expect(a).toContain('movement-2@golan israeli');
  });

  it('A-Use 4 players: each Israeli seat holds one front', async () => {
    const a = await actors(4);
    expect(a).toContain('movement-1@sinai israeli-sinai');
    expect(a).toContain('combat@golan israeli-golan');
    expect(a).toContain('combat@golan syrian');
  });

  it('A-Use a phase played on one front moves that front’s counters only', async () => {
    const g = await advancedOnly(
      { 'sy-70-armd': G('1205'), 'eg-90-inf': '2019', 'il-14-armd': '2010' },
      { turn: 2, side: 'egyptian', phase: 'movement@golan' },
    );
    const moving = new Set(g.legalActions().flatMap((a) => ('unit' in a ? [a.unit] : [])));
    expect(moving.has('sy-70-armd')).toBe(true);
    expect(moving.has('eg-90-inf')).toBe(false);
    expect(() => g.apply({ type: 'move', unit: 'eg-90-inf', hex: '2018' })).toThrow(/A-Use/);
  });

  it('A-Use the Arab seats win together: the winner is the Arab side’s first seat', async () => {
    const g = await advancedOnly(
      { 'il-14-armd': '2010', 'sy-70-armd': G('1902') },
      { turn: 2, side: 'egyptian', phase: 'combat@golan' },
      3,
    );
    g.apply({ type: 'end' });
    expect(g.winningSide).toBe('egyptian');
  });

  it('three and four seats: random games to the end keep every invariant; clone, undo and record replay hold', async () => {
    for (const seats of [3, 4]) {
      const report = await checkConformance(
        (seed) => createGame('yom-kippur', { scenario: 'advanced', seats, seed } as never),
        (text) => gameFromRecord(text),
        [seats],
      );
      expect(report.games).toBe(1);
    }
  }, 300_000);
});
