// A-C set-up by seat (A-Use): when a side is split among seats, each seat
// places its own front's counters in a set-up step of its own, so the actor
// of every set-up decision is the seat that owns the counter; a side held
// by one seat places both maps at once.
import { describe, expect, it } from 'vitest';
import { advancedFromRecord, createAdvanced } from '../../../../src/games/yom-kippur/advanced/game.js';
import type { Game } from '../../../../src/games/yom-kippur/game.js';

/** The set-up steps a game walks through, each `phase seat`, ending every step at once. */
function steps(g: Game): string[] {
  const out: string[] = [];
  while (g.phase.startsWith('setup')) {
    out.push(`${g.phase} ${g.actingSide}`);
    g.apply({ type: 'end' });
  }
  return out;
}

/** The fronts of the counters a set-up step may place now (the legal listing). */
function frontsPlaced(g: Game): Set<string> {
  const out = new Set<string>();
  for (const a of g.legalActions()) if (a.type === 'place') out.add(Number(a.hex.slice(0, 2)) > 40 ? 'golan' : 'sinai');
  return out;
}

/** A counter of `side` with a choice of hexes on a front, and a hex of its zone it does not stand on. */
function placeable(g: Game, side: string, golan: boolean): { unit: string; hex: string } {
  for (const u of g.units()) {
    if (u.side !== side) continue;
    const zone = g.setupHexes(u.id);
    const hex = zone.find((h) => h !== u.hex && Number(h.slice(0, 2)) > 40 === golan);
    if (zone.length > 1 && hex) return { unit: u.id, hex };
  }
  throw new Error(`no ${side} counter to place`);
}

describe('A-C set-up by seat', () => {
  it('A-C 2 seats: each side places both fronts in one step (its one seat)', async () => {
    const g = await createAdvanced({ seed: 1, seats: 2, setup: true });
    expect(frontsPlaced(g)).toEqual(new Set(['sinai', 'golan']));
    expect(steps(g)).toEqual(['setup arab', 'setup israeli']);
  });

  it('A-C 3 seats: Egypt places the Sinai, Syria the Golan, then Israel both', async () => {
    const g = await createAdvanced({ seed: 1, seats: 3, setup: true });
    expect(frontsPlaced(g)).toEqual(new Set(['sinai']));
    expect(steps(g)).toEqual(['setup@sinai egyptian', 'setup@golan syrian', 'setup israeli']);
    expect([g.turn, g.phase]).toEqual([1, 'air@sinai']);
  });

  it('A-C 4 seats: every seat places its own front, the actor the seat that owns the counter', async () => {
    const g = await createAdvanced({ seed: 1, seats: 4, setup: true });
    expect(steps(g)).toEqual([
      'setup@sinai egyptian',
      'setup@golan syrian',
      'setup@sinai israeli-sinai',
      'setup@golan israeli-golan',
    ]);
  });

  it("A-C a seat may not place another front's counter; it places its own, and the next seat its own", async () => {
    const g = await createAdvanced({ seed: 1, seats: 4, setup: true });
    const syrian = placeable(g, 'egyptian', true);
    expect(() => g.apply({ type: 'place', ...syrian })).toThrow(/placed by the seat of the golan/);
    const egyptian = placeable(g, 'egyptian', false);
    g.apply({ type: 'place', ...egyptian });
    g.apply({ type: 'end' });
    expect([g.phase, g.actingSide]).toEqual(['setup@golan', 'syrian']);
    expect(frontsPlaced(g)).toEqual(new Set(['golan']));
    g.apply({ type: 'place', ...syrian });
    g.apply({ type: 'end' });
    const golan = placeable(g, 'israeli', true);
    expect(() => g.apply({ type: 'place', ...golan })).toThrow(/A-C/);
    g.apply({ type: 'end' });
    expect(g.actingSide).toBe('israeli-golan');
    g.apply({ type: 'place', ...golan });
    g.apply({ type: 'end' });
    expect([g.unit(egyptian.unit).hex, g.unit(syrian.unit).hex, g.unit(golan.unit).hex]).toEqual([
      egyptian.hex,
      syrian.hex,
      golan.hex,
    ]);
    // the record replays through the same steps
    const again = await advancedFromRecord(g.toRecord());
    expect(again.position()).toEqual(g.position());
  });

  it('A-C a record of version 2 (one set-up step a side, its first seat placing both maps) replays in the steps by seat', async () => {
    const g = await createAdvanced({ seed: 1, seats: 4, setup: true });
    const [egyptian, syrian, golan] = [
      placeable(g, 'egyptian', false),
      placeable(g, 'egyptian', true),
      placeable(g, 'israeli', true),
    ];
    for (const step of [[egyptian], [syrian], [], [golan]]) {
      for (const p of step) g.apply({ type: 'place', ...p });
      g.apply({ type: 'end' });
    }
    g.apply({ type: 'end' }); // into air@golan
    const lines = g.toRecord().split('\n');
    const at = lines.findIndex((l) => l.startsWith('place'));
    const line = (p: { unit: string; hex: string }) => `place ${p.unit} ${p.hex}`;
    const old = [
      'yom-kippur-advanced record 2',
      ...lines.slice(1, at),
      // the Arab seat placed the Golan's counter first, then the Sinai's, and ended once; Israel likewise
      line(syrian),
      line(egyptian),
      'end',
      line(golan),
      '> the Golan counter',
      'end',
      'end',
    ];
    const again = await advancedFromRecord(old.join('\n'));
    expect(again.position()).toEqual(g.position());
    expect(again.toRecord().split('\n')[0]).toBe('yom-kippur-advanced record 3');
  });

  it("A-C a position in a side's whole set-up (a game saved before the split) reads as its seat's first step", async () => {
    const g = await createAdvanced({ seed: 1, seats: 3, position: { turn: 1, side: 'egyptian', phase: 'setup' } });
    expect([g.phase, g.actingSide]).toEqual(['setup@sinai', 'egyptian']);
    const two = await createAdvanced({
      seed: 1,
      seats: 2,
      position: { turn: 1, side: 'egyptian', phase: 'setup@golan' },
    });
    expect([two.phase, two.actingSide]).toEqual(['setup', 'arab']);
  });
});
