// engine/per-context.ts: a module's things made once per game context.
import { describe, expect, it } from 'vitest';
import { perContext } from '../../src/engine/per-context.js';

describe('perContext', () => {
  it('makes a context’s thing the first time it is asked about and hands the same out again, for each context apart', () => {
    const asked: object[] = [];
    const listFor = perContext((ctx: { size: number }) => {
      asked.push(ctx);
      return new Int32Array(ctx.size);
    });
    const [a, b] = [{ size: 3 }, { size: 5 }];
    const first = listFor(a);
    expect(first).toHaveLength(3);
    expect(listFor(a)).toBe(first);
    const other = listFor(b);
    expect(other).toHaveLength(5);
    expect(listFor(a)).toBe(first); // not made again when another context came between
    expect(listFor(b)).toBe(other);
    expect(asked).toEqual([a, b]);
  });
});
