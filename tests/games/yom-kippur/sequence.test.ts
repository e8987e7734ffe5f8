// Yom Kippur basic game: set-up (B-D), the sequence of play (B-E) and the
// calendar of reinforcements (B-B).
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { only } from './setup.js';

const endUntil = (g: Game, side: string, phase: string) => {
  while (!(g.phasingSide === side && g.phase === phase)) g.endPhase();
};

describe('B-D setting up', () => {
  it('B-D every counter starts on its printed hex at full strength; forts on the white symbols and Budapest', async () => {
    const g = await Game.create({ seed: 1 });
    expect(g.unit('il-14-armd')).toMatchObject({ hex: '0916', steps: 2, maxSteps: 2, location: 'map' });
    expect(g.unit('eg-1-armd').hex).toBe('0420'); // 21st Armoured Division on its symbol, west of the canal
    const forts = g.units().filter((u) => u.kind === 'fort');
    expect(forts.map((f) => f.hex).sort()).toEqual(['0605', '0611', '0615', '0618', '0821', '0904', '1232']);
    expect(g.units().every((u) => u.location === 'eliminated' || u.steps === u.maxSteps)).toBe(true);
    expect(g.bridges().every((b) => b.state === 'intact')).toBe(true);
    expect(g.stack('0420').map((u) => u.id)).toEqual(['eg-1-armd', 'eg-14-armd']);
  });

  it('B-D[Note] the crossing counts as played: GT 1 opens with the Israeli player-turn', async () => {
    const g = await Game.create({ seed: 1 });
    expect([g.turn, g.phasingSide, g.phase]).toEqual([1, 'israeli', 'air']);
    expect(g.dates).toBe('6-7 Oct 1973');
  });
});

describe('B-E the sequence of play', () => {
  it('each Game-Turn: Egyptian air, movement, bombing, combat; Israeli air, movement, bombing, combat, second movement', async () => {
    const g = await Game.create({ seed: 1 });
    const seen: string[] = [];
    while (g.turn < 3) {
      seen.push(`${g.turn} ${g.phasingSide} ${g.phase}`);
      g.endPhase();
    }
    expect(seen).toEqual([
      '1 israeli air',
      '1 israeli movement-1',
      '1 israeli bombing',
      '1 israeli combat',
      '1 israeli movement-2',
      '2 egyptian air',
      '2 egyptian movement',
      '2 egyptian bombing',
      '2 egyptian combat',
      '2 israeli air',
      '2 israeli movement-1',
      '2 israeli bombing',
      '2 israeli combat',
      '2 israeli movement-2',
    ]);
  });

  it('B-R the game ends after the Israeli player-turn of GT 9', async () => {
    const g = await only({ 'il-14-armd': '0916' }, { turn: 9, side: 'israeli', phase: 'movement-2' });
    g.endPhase();
    expect(g.isOver).toBe(true);
    expect(g.phase).toBe('over');
    expect(g.legalActions()).toEqual([]);
  });

  it('B-E the phasing player ends each phase: undo goes back until the side changes', async () => {
    const g = await Game.create({ seed: 1 });
    g.endPhase();
    g.move('il-14-armd', '0815');
    g.undo();
    expect(g.unit('il-14-armd').hex).toBe('0916');
  });
});

describe('B-B the calendar and reinforcements', () => {
  it('B-B reinforcements wait for their Game-Turn, then enter from a road hex of their own edge', async () => {
    const g = await Game.create({ seed: 1 });
    endUntil(g, 'israeli', 'movement-1');
    expect(g.whyCannotMove('il-421-armd')?.code).toBe('not-arrived');
    endUntil(g, 'egyptian', 'movement');
    endUntil(g, 'israeli', 'movement-1');
    expect(g.turn).toBe(2);
    const r = g.reachable('il-421-armd');
    expect(r.get('2809')).toBeCloseTo(1 / 3); // the entry hex, at column rate (B-G.3)
    g.move('il-421-armd', '2409');
    expect(g.unit('il-421-armd')).toMatchObject({ hex: '2409', location: 'map' });
    expect(g.log.at(-1)!.text).toContain('enters');
  });

  it('B-B reinforcements enter in the first movement phase, not the second, and may wait for a later turn', async () => {
    const g = await only({}, { turn: 2, side: 'israeli', phase: 'movement-2', units: { 'il-421-armd': 'waiting' } });
    expect(g.whyCannotMove('il-421-armd')?.code).toBe('no-entry');
    const later = await only(
      {},
      { turn: 5, side: 'israeli', phase: 'movement-1', units: { 'il-421-armd': 'waiting' } },
    );
    expect(later.reachable('il-421-armd').size).toBeGreaterThan(0);
  });

  it('B-B Egyptian reinforcements enter on the west edge', async () => {
    const g = await only({}, { turn: 4, side: 'egyptian', phase: 'movement', units: { 'eg-22-armd': 'waiting' } });
    const hexes = [...g.reachable('eg-22-armd').keys()];
    expect(hexes).toContain('0112');
    expect(hexes.every((h) => Number(h.slice(0, 2)) <= 12)).toBe(true); // nowhere near the east edge
    expect(g.reachable('eg-22-armd').get('0612')).toBe(4.5); // the Qantara road at 1/2, then the bridge (2 MP)
  });

  it('the calendar lists dates, arrivals, countermeasures and recovery from GT 6', async () => {
    const g = await Game.create({ seed: 1 });
    const c = g.calendar();
    expect(c).toHaveLength(9);
    expect(c[1]!.reinforcements['israeli']).toContain('il-421-armd');
    expect(c.map((t) => t.ecm)).toEqual([false, false, false, false, false, true, true, true, true]);
    expect(c[8]!.dates).toBe('22-23 Oct');
  });
});
