// A-C the Kiryat Shmona lock: the two infantry units at Kiryat Shmona may
// not move until an Arab unit has entered Lebanon or crossed west of the
// Jordan; the trigger, once fired, holds for good (digest).
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../../src/engine/rules-error.js';
import { advancedOnly, arabMove, G, israeliMove } from './positions.js';

const placed = { 'il-ks-inf-1': G('0408'), 'il-188-armd': G('0412'), 'il-14-armd': '2010', 'sy-70-armd': G('0606') };

describe('A-C the Kiryat Shmona lock', () => {
  it('A-C the Kiryat Shmona infantry may not move while no Arab unit has entered Lebanon or crossed the Jordan', async () => {
    const g = await advancedOnly(placed, israeliMove());
    expect(g.reachable('il-ks-inf-1').size).toBe(0);
    expect(g.reachable('il-188-armd').size).toBeGreaterThan(0); // the other Golan units move
    expect(g.legalActions().some((a) => a.type === 'move' && a.unit === 'il-ks-inf-1')).toBe(false);
    let refused: unknown;
    try {
      g.apply({ type: 'move', unit: 'il-ks-inf-1', hex: G('0308') });
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(RulesError);
    expect((refused as RulesError).rule).toBe('A-C');
    expect(g.position()).not.toHaveProperty('triggers');
  });

  it('A-C an Arab unit entering Lebanon lifts the lock for good', async () => {
    const g = await advancedOnly(placed, arabMove());
    g.apply({ type: 'move', unit: 'sy-70-armd', hex: G('0506') }); // Lebanon
    expect(g.position()).toHaveProperty('triggers', ['lebanon', 'kiryat-shmona']);
    while (g.phase !== 'movement-1@golan') g.apply({ type: 'end' });
    expect(g.reachable('il-ks-inf-1').size).toBeGreaterThan(0);
    g.apply({ type: 'move', unit: 'il-ks-inf-1', hex: G('0308') });
    expect(g.unit('il-ks-inf-1').hex).toBe(G('0308'));
  });

  it('A-C an Arab unit west of the Jordan lifts it too; a position names the trigger', async () => {
    const g = await advancedOnly({ ...placed, 'sy-70-armd': G('0510') }, arabMove());
    g.apply({ type: 'move', unit: 'sy-70-armd', hex: G('0410') }); // across the upper Jordan, by the ford (A-F.3)
    expect(g.position()).toHaveProperty('triggers', ['kiryat-shmona']);
    const lifted = await advancedOnly(placed, { ...israeliMove(), triggers: ['kiryat-shmona'] });
    expect(lifted.reachable('il-ks-inf-1').size).toBeGreaterThan(0);
  });
});
