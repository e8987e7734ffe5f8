import { describe, expect, it } from 'vitest';
import { Board } from '../../src/engine/board.js';
import { CombatTables, CrtError, type CrtData } from '../../src/engine/crt.js';
import { chart, smallMap } from '../support/small-map.js';

const oddsTable: CrtData = {
  kind: 'odds',
  columns: [
    { label: '1:2', min: null },
    { label: '1:1', min: [1, 1] },
    { label: '2:1', min: [2, 1] },
  ],
  resultCodes: ['-', 'D', 'E'],
  results: [
    ['-', '-', '-', '-', '-', 'D'],
    ['-', '-', '-', 'D', 'D', 'E'],
    ['-', 'D', 'D', 'D', 'E', 'E'],
  ],
};
/** Seven rows for a six-sided die that a +1 reaches, the second column from a roll of 0. */
const sevenRows: CrtData = {
  kind: 'differential',
  die: { lowest: 1, rolls: 7 },
  columns: [{ label: 'only', min: null }],
  resultCodes: ['-', 'r', 'R'],
  results: [['r', '-', '-', '-', '-', 'R', 'R']],
};

const tables = async (...t: CrtData[]) => new CombatTables(await Board.create(smallMap(3, 3), chart), t);

describe('combat results tables', () => {
  it('odds columns round in the defender favour and clamp to the table', async () => {
    const crt = await tables(oddsTable);
    expect(crt.column(0, 19, 10)).toBe(1);
    expect(crt.column(0, 20, 10)).toBe(2);
    expect(crt.column(0, 5, 14)).toBe(0);
    expect(crt.column(0, 20, 10, -5)).toBe(0);
  });

  it('a roll modified past the last row reads the last row', async () => {
    const crt = await tables(oddsTable);
    expect(crt.result(0, 1, 6)).toBe('E');
    expect(crt.result(0, 1, 9)).toBe('E');
    expect(crt.result(0, 1, 0)).toBe('-');
  });

  it('the distribution of a modified die: +2 on a column moves two rolls onto the last row', async () => {
    const crt = await tables(oddsTable);
    expect(crt.odds(0, 1)).toEqual({ '-': 3 / 6, D: 2 / 6, E: 1 / 6 });
    expect(crt.odds(0, 1, { modifier: 2 })).toEqual({ '-': 1 / 6, D: 2 / 6, E: 3 / 6 });
  });

  it('a die with fewer faces than the table has rows: a d6 +1 reads rows 2 to 7', async () => {
    const crt = await tables(sevenRows);
    expect(crt.odds(0, 0)).toEqual({ '-': 4 / 7, r: 1 / 7, R: 2 / 7 });
    expect(crt.odds(0, 0, { faces: 6, modifier: 1 })).toEqual({ '-': 4 / 6, r: 0, R: 2 / 6 });
  });

  it('a roll modified below the table counts as nothing when the game says so', async () => {
    const crt = await tables(sevenRows);
    expect(crt.odds(0, 0, { faces: 6, modifier: -2 })).toEqual({ '-': 3 / 6, r: 3 / 6, R: 0 });
    expect(crt.odds(0, 0, { faces: 6, modifier: -2, below: 'none' })).toEqual({
      '-': 3 / 6,
      r: 1 / 6,
      R: 0,
      none: 2 / 6,
    });
    expect(crt.lowest(0)).toBe(1);
  });

  it('a table with more result codes than the kernel numbers is refused', async () => {
    const codes = Array.from({ length: 32 }, (_, i) => `c${i}`);
    await expect(tables({ ...oddsTable, resultCodes: codes })).rejects.toThrow(CrtError);
  });
});
