// legalActions()'s lazy listing (src/engine/action-listing.ts): an array to
// every reader, read-only, each action made once and only when read.
import { describe, expect, it } from 'vitest';
import { ActionBuffer } from '../../src/engine/action-buffer.js';
import { listedActions } from '../../src/engine/action-listing.js';

function listing(codes: number[]) {
  const buffer = new ActionBuffer(2);
  for (const c of codes) buffer.push(c);
  const made: number[] = [];
  const actions = listedActions(buffer, (code) => {
    made.push(code);
    return { type: 'move', code };
  });
  return { buffer, actions, made };
}

describe('a lazy listing of actions', () => {
  it('reads as an array: index, length, iteration, methods, Array.isArray, JSON', () => {
    const { actions } = listing([7, 8, 9]);
    expect(actions.length).toBe(3);
    expect(actions[1]).toEqual({ type: 'move', code: 8 });
    expect(actions[3]).toBeUndefined();
    for (const key of ['01', '1.0', '-0', ' 1', '1e0', '+1', '', '0x1', '１'])
      expect((actions as unknown as Record<string, unknown>)[key], key).toBeUndefined();
    expect('2' in actions && !('02' in actions) && !('3' in actions)).toBe(true);
    expect(Array.isArray(actions)).toBe(true);
    expect([...actions].map((a) => a.code)).toEqual([7, 8, 9]);
    expect(actions.filter((a) => a.code > 7).length).toBe(2);
    expect(actions.find((a) => a.code === 9)).toBe(actions[2]);
    expect(actions.indexOf(actions[2]!)).toBe(2);
    expect(Object.keys(actions)).toEqual(['0', '1', '2']);
    expect(JSON.parse(JSON.stringify(actions))).toEqual([7, 8, 9].map((code) => ({ type: 'move', code })));
    expect(actions).toEqual([7, 8, 9].map((code) => ({ type: 'move', code })));
  });

  it('makes an action only when it is read, and the same object each time', () => {
    const { actions, made } = listing([7, 8, 9]);
    expect(made).toEqual([]);
    const a = actions[1];
    expect(actions[1]).toBe(a);
    expect(made).toEqual([8]);
  });

  it('keeps its codes when the buffer is listed into again', () => {
    const { buffer, actions } = listing([7, 8, 9]);
    buffer.clear();
    buffer.push(1);
    expect(actions.map((a) => a.code)).toEqual([7, 8, 9]);
  });

  it('refuses every change', () => {
    const actions = listing([7, 8]).actions as unknown as { code: number }[];
    expect(() => actions.push({ code: 1 })).toThrow(TypeError);
    expect(() => {
      actions[0] = { code: 1 };
    }).toThrow(TypeError);
    expect(() => actions.sort()).toThrow(TypeError);
    expect(() => delete actions[0]).toThrow(TypeError);
    expect(actions.map((a) => a.code)).toEqual([7, 8]);
  });
});
