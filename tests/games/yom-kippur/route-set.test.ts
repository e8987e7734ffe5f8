import { describe, expect, it } from 'vitest';
import { RouteSet } from '../../../src/games/yom-kippur/route-set.js';

const destinations = (r: RouteSet) => Array.from(r.hexes.subarray(0, r.count));

describe('RouteSet, the routes movement.ts finds for one counter', () => {
  it('keeps the cheapest way to each hex, in the order hexes were first found', () => {
    const r = new RouteSet(10);
    r.begin(-1);
    r.offer(4, 6, 'normal');
    r.offer(2, 3, 'normal');
    r.offer(4, 4, 'column');
    r.offer(2, 5, 'column');
    r.finish(() => 1);
    expect(destinations(r)).toEqual([4, 2]);
    expect([r.costOf(4), r.modeOf(4)]).toEqual([4, 'column']);
    expect([r.costOf(2), r.modeOf(2)]).toEqual([3, 'normal']);
  });

  it('B-G.4b, B-G.5b a landing, which binds the unit to attack, is offered only where no other move goes', () => {
    const r = new RouteSet(10);
    r.begin(-1);
    r.offer(1, 12, 'normal');
    expect(r.offer(1, 6, 'canal')).toBe(false);
    r.offer(2, 12, 'raft');
    r.offer(2, 6, 'normal'); // an ordinary move replaces a landing
    r.offer(3, 12, 'canal');
    r.finish(() => 1);
    expect([1, 2, 3].map((h) => r.modeOf(h))).toEqual(['normal', 'normal', 'canal']);
  });

  it('sorts what was found into destinations, full hexes (B-G.1) and hexes dropped', () => {
    const r = new RouteSet(10);
    r.begin(-1);
    for (const h of [5, 6, 7]) r.offer(h, 2, 'normal');
    r.finish((h) => (h === 5 ? 1 : h === 6 ? 2 : 0));
    expect(destinations(r)).toEqual([5]);
    expect([r.has(5), r.has(6), r.has(7)]).toEqual([true, false, false]);
    expect([r.isFull(5), r.isFull(6), r.isFull(7)]).toEqual([false, true, false]);
  });

  it('asks for the path only when the target gets a cheaper way, and forgets it unless the target is a destination', () => {
    const r = new RouteSet(10);
    r.begin(3);
    expect(r.offer(2, 1, 'normal')).toBe(false);
    expect(r.offer(3, 5, 'normal')).toBe(true);
    r.path = [0, 3];
    expect(r.offer(3, 7, 'column')).toBe(false);
    r.finish(() => 1);
    expect(r.path).toEqual([0, 3]);
    r.begin(3);
    r.offer(3, 5, 'normal');
    r.path = [0, 3];
    r.finish(() => 2);
    expect(r.path).toEqual([]);
  });

  it('begins empty: nothing of the last search is left', () => {
    const r = new RouteSet(10);
    r.begin(-1);
    r.offer(8, 1, 'normal');
    r.finish(() => 1);
    r.begin(-1);
    r.offer(9, 30, 'normal');
    r.finish(() => 1);
    expect(destinations(r)).toEqual([9]);
    expect(r.has(8)).toBe(false);
    r.offer(8, 40, 'normal'); // 8 is new again: a dear way is taken
    expect(r.costOf(8)).toBe(40);
  });

  it('sorts one hex again where a friendly counter came or went (B-G.1), the destinations kept in the order found', () => {
    const r = new RouteSet(10);
    r.begin(-1);
    for (const h of [5, 3, 8, 1]) r.offer(h, 2, 'normal');
    r.finish((h) => (h === 8 ? 2 : 1));
    expect(destinations(r)).toEqual([5, 3, 1]);
    r.restatus(3, 2);
    expect(destinations(r)).toEqual([5, 1]);
    expect(r.isFull(3)).toBe(true);
    r.restatus(8, 1);
    r.restatus(3, 1);
    expect(destinations(r)).toEqual([5, 3, 8, 1]);
    r.restatus(7, 1); // never found: nothing to sort
    expect(destinations(r)).toEqual([5, 3, 8, 1]);
  });
});
