// Units placed hex by hex (placeUnits after a few moved) give the board
// exactly what placing every unit from scratch gives: occupants, the unit
// on each hex, and Zones of Control with their blockers (hexes and
// hexsides none extends into or across, even when a hexside changes).
import { describe, expect, it } from 'vitest';
import { Board } from '../../src/engine/board.js';
import { makeRng } from '../../src/engine/rng.js';
import { chart, smallMap } from '../support/small-map.js';

const COLS = 9,
  ROWS = 8,
  UNITS = 24;

/** Sand everywhere (no flag), a few clear hexes (no Zone of Control enters them) and ridges (none crosses them). */
function map() {
  return smallMap(COLS, ROWS, {
    hexes: Object.fromEntries(
      Array.from({ length: COLS * ROWS }, (_, i) => {
        const id = `${String(Math.floor(i / ROWS) + 1).padStart(2, '0')}${String((i % ROWS) + 1).padStart(2, '0')}`;
        return [id, i % 7 === 3 ? 'clear' : 'sand'];
      }),
    ),
    hexsides: {
      ridge: [
        ['0303', '0304'],
        ['0505', '0605'],
        ['0707', '0708'],
      ],
    },
  });
}

async function board(): Promise<Board> {
  const b = await Board.create(map(), chart);
  b.setZocBlockers(['clear'], ['ridge']);
  return b;
}

describe('placing units hex by hex', () => {
  it('gives the occupants, units and Zones of Control of placing every unit, over 2,000 random changes', async () => {
    const incremental = await board();
    const fresh = await board();
    const rng = makeRng(7);
    const hexes = COLS * ROWS;
    const where = new Int32Array(UNITS).fill(-1);
    // three sides; every fifth unit exerts no Zone of Control; units may stack
    const side = Uint8Array.from({ length: UNITS }, (_, u) => u % 3);
    const zoc = Uint8Array.from({ length: UNITS }, (_, u) => (u % 5 === 4 ? 0 : 1));
    const ridge = [incremental.index('0505'), incremental.index('0605')] as const;
    let stamp = 0;
    let hexByHex = 0;
    for (let step = 0; step < 2000; step++) {
      // mostly one or two units move (hex by hex); now and then many (everything placed again)
      const moves = rng() < 0.05 ? 12 : 1 + Math.floor(rng() * 3);
      for (let i = 0; i < moves; i++) {
        const u = Math.floor(rng() * UNITS);
        where[u] = rng() < 0.15 ? -1 : Math.floor(rng() * hexes);
      }
      if (rng() < 0.03) {
        const on = rng() < 0.5;
        incremental.setHexside(ridge[0], ridge[1], 'ridge', on);
        fresh.setHexside(ridge[0], ridge[1], 'ridge', on);
      }
      if (moves < 8) hexByHex++;
      incremental.placeUnits(where, side, zoc, ++stamp);
      fresh.setOccupants(
        Array.from(where, (hex, u) => ({ hex, side: side[u]!, zoc: zoc[u] === 1 })).filter((o) => o.hex >= 0),
      );
      const lastOn = new Int32Array(hexes).fill(-1);
      where.forEach((h, u) => h >= 0 && (lastOn[h] = u));
      expect(incremental.zoc, `Zones of Control after step ${step}`).toEqual(fresh.zoc);
      expect(incremental.occupant, `occupants after step ${step}`).toEqual(fresh.occupant);
      expect(incremental.unitOn, `units after step ${step}`).toEqual(lastOn);
    }
    expect(hexByHex).toBeGreaterThan(1500);
    // the blockers mattered: without them the same units cover more hexes
    const unblocked = await Board.create(map(), chart);
    unblocked.placeUnits(where, side, zoc, 1);
    expect(unblocked.zoc).not.toEqual(fresh.zoc);
  });

  it('told that one unit alone moved since the arrangement it holds, places that unit as comparing would', async () => {
    const told = await board();
    const compared = await board();
    const rng = makeRng(11);
    const hexes = COLS * ROWS;
    const where = Int32Array.from({ length: UNITS }, () => Math.floor(rng() * hexes));
    const side = Uint8Array.from({ length: UNITS }, (_, u) => u % 3);
    const zoc = Uint8Array.from({ length: UNITS }, (_, u) => (u % 5 === 4 ? 0 : 1));
    let stamp = 1;
    told.placeUnits(where, side, zoc, stamp);
    compared.placeUnits(where, side, zoc, stamp);
    for (let step = 0; step < 1000; step++) {
      const u = Math.floor(rng() * UNITS);
      where[u] = rng() < 0.1 ? -1 : Math.floor(rng() * hexes);
      // now and then a second unit moves too, and the stamp before is not the one placed: it compares
      const second = rng() < 0.2;
      if (second) where[(u + 1) % UNITS] = Math.floor(rng() * hexes);
      const before = second ? stamp + 0.5 : stamp;
      told.placeUnits(where, side, zoc, ++stamp, before, u);
      compared.placeUnits(where, side, zoc, stamp);
      expect(told.zoc, `Zones of Control after step ${step}`).toEqual(compared.zoc);
      expect(told.occupant, `occupants after step ${step}`).toEqual(compared.occupant);
      expect(told.unitOn, `units after step ${step}`).toEqual(compared.unitOn);
    }
  });
});
