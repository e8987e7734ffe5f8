import { describe, expect, it } from 'vitest';
import { KeyedTable } from '../../src/engine/keyed-table.js';

describe('KeyedTable', () => {
  it('gives back the answer kept for a key, and nothing for another key of the same hash', () => {
    const table = new KeyedTable(3, 4);
    table.key.set([1, 2, 3]);
    expect(table.find(7)).toBe(-1);
    table.keep(0.25);
    table.key.set([1, 2, 3]);
    expect(table.answers[table.find(7)]).toBe(0.25);
    table.key.set([1, 2, 4]);
    expect(table.find(7)).toBe(-1); // same hash, other key: compared in full
  });

  it('keeps two entries a set and replaces the older', () => {
    const table = new KeyedTable(1, 1, Int16Array);
    const ask = (k: number) => {
      table.key[0] = k;
      const entry = table.find(0);
      return entry < 0 ? NaN : table.answers[entry];
    };
    for (const k of [1, 2]) {
      ask(k);
      table.keep(k * 10);
    }
    expect(ask(1)).toBe(10); // 1 is now the newer
    ask(3);
    table.keep(30); // replaces 2, the older
    expect(ask(2)).toBeNaN();
    expect(ask(1)).toBe(10);
    expect(ask(3)).toBe(30);
  });
});
