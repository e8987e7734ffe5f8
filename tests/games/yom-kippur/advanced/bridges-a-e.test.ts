// A-D step 1b and A-E: the Egyptian bridges placed and removed each Arab
// player-turn, on the bridge sites, under the limits of A-E.1–3 (no enemy in
// the hex, no Israeli Zone of Control — forts have one for this rule), ten
// counters, placement before removal (T003[Sequence]).
import { describe, expect, it } from 'vitest';
import { createAdvanced } from '../../../../src/games/yom-kippur/advanced/game.js';
import type { Game } from '../../../../src/games/yom-kippur/game.js';
import { RulesError } from '../../../../src/engine/rules-error.js';
import { advancedOnly, G } from './positions.js';

/** An Israeli unit on each map, far from the canal: no sudden death (A-M) while the turns go by. */
const israelOnBothMaps = { 'il-14-armd': '2010', 'il-188-armd': G('0314') };
const bridgeStep = { turn: 2, side: 'egyptian', phase: 'bridges@sinai' };
const bridgesPlaced = (g: Game) => g.bridges().flatMap((b) => (b.state === 'intact' ? [b.hexes[0]] : []));
const refusal = (g: Game, action: Parameters<Game['apply']>[0]): string => {
  try {
    g.apply(action);
  } catch (e) {
    if (e instanceof RulesError) return `${e.rule} ${e.code}`;
    throw e;
  }
  return 'accepted';
};

describe('A-D, A-E the bridge step', () => {
  it('A-D 1b: the bridge step comes after the air phases of both fronts and before movement, on the Sinai only', async () => {
    const g = await createAdvanced({ seed: 1, seats: 3 });
    const ids = g.rules.descriptor.phases['egyptian']!.map((p) => p.id);
    expect(ids.slice(0, 4)).toEqual(['air@sinai', 'air@golan', 'bridges@sinai', 'movement@sinai']);
    expect(g.rules.descriptor.phases['israeli']!.map((p) => p.id)).not.toContain('bridges@sinai');
  });

  it('A-E no bridge stands at the start: GT 1’s step 1b places them, then the Egyptians cross', async () => {
    const g = await createAdvanced({ seed: 1 });
    expect(bridgesPlaced(g)).toEqual([]);
    expect(g.legalActions().some((a) => a.type === 'bridge')).toBe(false); // not in the air phase
    while (g.phase !== 'bridges@sinai') g.apply({ type: 'end' });
    expect(g.turn).toBe(1);
    // every site out of the forts' Zones of Control (A-E.3): all 16 forts stand on the canal (A-C)
    const offered = g.legalActions().flatMap((a) => (a.type === 'bridge' ? [a.hex] : []));
    expect(offered).toEqual(['0603', '0720']);
    expect(refusal(g, { type: 'bridge', hex: '0612' })).toBe('A-E.2 zoc'); // Fort Milano, 0611
    g.apply({ type: 'bridge', hex: '0720' });
    expect(bridgesPlaced(g)).toEqual(['0720']);
    g.apply({ type: 'end' });
    expect(g.phase).toBe('movement@sinai');
    expect(g.reachable('eg-112-inf').has('0720')).toBe(true); // from 0721 over the bridge (B-G.4a)
    expect(g.reachable('eg-90-inf').has('0612')).toBe(false); // no bridge there
    expect(g.toRecord()).toContain('\nbridge 0720\n');
  });

  it('A-E.1 no bridge in a hex an Israeli unit holds', async () => {
    const g = await advancedOnly({ 'il-14-armd': '0614' }, bridgeStep);
    expect(refusal(g, { type: 'bridge', hex: '0614' })).toBe('A-E.1 enemy');
  });

  it('A-E.2 no bridge in the Zone of Control of an Israeli unit, even where an Egyptian unit contests it; none across the canal', async () => {
    const g = await advancedOnly({ 'il-14-armd': '0714', 'eg-90-inf': '0613', 'il-460-armd': '0513' }, bridgeStep);
    expect(refusal(g, { type: 'bridge', hex: '0614' })).toBe('A-E.2 zoc'); // 0714 is next to it
    expect(refusal(g, { type: 'bridge', hex: '0613' })).toBe('A-E.2 zoc'); // the Egyptian there contests it: no exemption
    expect(refusal(g, { type: 'bridge', hex: '0612' })).toBe('accepted'); // 0513 is across the canal: no ZOC (B-H)
  });

  it('A-E.3 forts have a Zone of Control for the bridges only', async () => {
    const g = await advancedOnly({ 'fort-milano': '0611' }, bridgeStep);
    expect(refusal(g, { type: 'bridge', hex: '0612' })).toBe('A-E.2 zoc');
    expect(refusal(g, { type: 'bridge', hex: '0610' })).toBe('A-E.2 zoc');
    expect(refusal(g, { type: 'bridge', hex: '0614' })).toBe('accepted');
    expect(g.zocOf('0612')).toEqual([]); // no fort ZOC for anything else (B-H)
  });

  it('A-E.4 only on a bridge site: an east-bank hex with a canal hexside', async () => {
    const g = await advancedOnly({}, bridgeStep);
    expect(refusal(g, { type: 'bridge', hex: '0512' })).toBe('A-E.4 not-a-site'); // west bank
    expect(refusal(g, { type: 'bridge', hex: '0912' })).toBe('A-E.4 not-a-site'); // inland
  });

  it('A-E removal obeys the same limits', async () => {
    const g = await advancedOnly(
      { 'il-14-armd': '0714' },
      { ...bridgeStep, bridges: { 'bridge-0614': 'intact', 'bridge-0610': 'intact' } },
    );
    expect(refusal(g, { type: 'remove-bridge', hex: '0614' })).toBe('A-E.2 zoc');
    expect(refusal(g, { type: 'remove-bridge', hex: '0612' })).toBe('A-E no-bridge');
    g.apply({ type: 'remove-bridge', hex: '0610' });
    expect(bridgesPlaced(g)).toEqual(['0614']);
  });

  it('A-E ten bridge counters; placed, then removed (T003[Sequence]): a counter taken off is back in hand in the next step', async () => {
    const g = await advancedOnly(israelOnBothMaps, bridgeStep);
    const sites = ['0603', '0605', '0607', '0609', '0611', '0613', '0615', '0617', '0720', '1226'];
    for (const h of sites) g.apply({ type: 'bridge', hex: h });
    expect(refusal(g, { type: 'bridge', hex: '1228' })).toBe('A-E no-counter');
    g.apply({ type: 'remove-bridge', hex: '0603' });
    expect(refusal(g, { type: 'bridge', hex: '1228' })).toBe('A-E removing'); // no placing after a removal
    expect(g.legalActions().some((a) => a.type === 'bridge')).toBe(false);
    while (!(g.phase === 'bridges@sinai' && g.turn === 3)) g.apply({ type: 'end' });
    expect(bridgesPlaced(g).length).toBe(9);
    g.apply({ type: 'bridge', hex: '1228' });
    expect(bridgesPlaced(g).length).toBe(10);
  });
});
