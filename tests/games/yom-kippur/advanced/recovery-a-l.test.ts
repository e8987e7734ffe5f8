// A-L recovery points: Israel 20, the Arabs 10, split 5 Egypt / 5 Syria
// when the Arabs are two players (digest), each share spent on its own
// front; an aircraft costs its combat factor (an IB as an I), a reduced one
// the difference of its faces (digest).
import { describe, expect, it } from 'vitest';
import { lines, play, refusal } from './air.js';
import type { Position } from '../../../../src/games/yom-kippur/types.js';
import { advancedOnly, G } from './positions.js';

const reduced = { 'sy-78-armo': G('1510'), 'sy-51-armo': G('1512'), 'eg-90-inf': '0612', 'il-188-armd': G('0412') };
const steps = { 'sy-78-armo': 1, 'sy-51-armo': 1, 'eg-90-inf': 1 };
const arabMove = (front: string) => ({ turn: 6, side: 'egyptian', phase: `movement@${front}`, steps });

describe('A-L recovery points', () => {
  it('A-L with three seats the Arabs 10 are split 5 Egypt, 5 Syria: each front spends its own share', async () => {
    const g = await advancedOnly(reduced, arabMove('golan'), 3);
    expect(g.recoveryPoints()).toEqual({ egyptian: 10, israeli: 20 });
    expect(g.position()).toMatchObject({ recoveryByFront: { egyptian: { sinai: 5, golan: 5 } } });
    expect(lines(g)).toContain('recover sy-51-armo');
    play(g, 'recover sy-78-armo'); // 5 - 2: 3 points
    // Syria has 2 left of its 5, not a second brigade's 3
    expect(refusal(g, 'recover sy-51-armo')).toEqual({ code: 'points', rule: 'B-Q' });
    expect(lines(g)).not.toContain('recover sy-51-armo');
    expect(g.position()).toMatchObject({ recoveryByFront: { egyptian: { sinai: 5, golan: 2 } } });
    // a Golan phase does not recover the Sinai's counters (A-Use)
    expect(refusal(g, 'recover eg-90-inf')).toEqual({ code: 'other-front', rule: 'A-Use' });
    expect(lines(g)).not.toContain('recover eg-90-inf');
    const sinai = await advancedOnly(
      reduced,
      { ...arabMove('sinai'), recoveryByFront: { egyptian: { sinai: 5 } } } as Position,
      3,
    );
    play(sinai, 'recover eg-90-inf');
    expect(sinai.position()).toMatchObject({ recoveryByFront: { egyptian: { sinai: 3 } } });
  });

  it('A-L with two seats the Arabs keep one pool of 10, for both fronts', async () => {
    const g = await advancedOnly(reduced, arabMove('golan'), 2);
    expect(g.position()).not.toHaveProperty('recoveryByFront');
    play(g, 'recover sy-78-armo');
    play(g, 'recover sy-51-armo');
    expect(g.recoveryPoints()).toEqual({ egyptian: 4, israeli: 20 });
  });

  it('A-L an aircraft costs its combat factor, an IB as an I; a reduced one the difference of its faces', async () => {
    const g = await advancedOnly(
      { 'il-188-armd': G('0412'), 'il-14-armd': '2010', 'il-air-ib-1': 'eliminated', 'il-air-b-1': 'pool' },
      { turn: 6, side: 'israeli', phase: 'movement-1@sinai', steps: { 'il-air-b-1': 1 } },
    );
    play(g, 'recover il-air-ib-1'); // T001[Air values]: an Israeli interceptor's 6
    expect(g.recoveryPoints().israeli).toBe(14);
    play(g, 'recover il-air-b-1'); // a bomber's 3, reduced 2
    expect(g.recoveryPoints().israeli).toBe(13);
  });
});
