// A-K the advanced air phase, second half: SAM fire, air combat, bombing
// (bridges included), the end of the phase, and positions and records that
// carry the phase's state (src/games/yom-kippur/advanced/air/).
import { describe, expect, it } from 'vitest';
import { advancedFromRecord, createAdvanced } from '../../../../src/games/yom-kippur/advanced/game.js';
import { airPhase, lines, play, refusal, stage } from './air.js';
import { G } from './positions.js';

const HOLD = { 'il-188-armd': G('0712'), 'il-14-armd': '2010' };

describe('A-K[SAM] and A-K[Air combat]', () => {
  it('A-K[Example] the book’s GT 7 raid: SAM R on the IB (5 − 1), 2-1 die 3 “–”, and the table governs 1-2 die 4: A, not R', async () => {
    const g = await airPhase({ ...HOLD, 'sy-70-armd': G('1902'), 'sy-sam-1': G('1905') }, { turn: 7 });
    play(g, `raid il-air-b-1 ${G('1902')} bomber`);
    play(g, `raid il-air-ib-1 ${G('1902')} escort`);
    play(g, 'pass');
    g.forceDice([3]); // two counters: found on 1–4
    play(g, `detect ${G('1902')}`);
    play(g, `intercept sy-air-i-1 ${G('1902')}`);
    play(g, `intercept sy-air-i-2 ${G('1902')}`);
    play(g, 'pass');
    // the Israeli air phase: SAM fire before air combat
    expect(stage(g)).toBe('sam');
    g.forceDice([5]);
    play(g, `sam sy-sam-1 ${G('1902')} il-air-ib-1`);
    expect(g.unit('il-air-ib-1').steps).toBe(1);
    expect(stage(g)).toBe('escort-combat');
    g.forceDice([3]);
    play(g, `air-attack sy-air-i-1 sy-air-i-2 > il-air-ib-1`);
    expect(g.log.at(-2)!.text).toContain('at 2-1: die 3, -');
    g.forceDice([4]);
    play(g, `air-attack il-air-ib-1 > sy-air-i-1 sy-air-i-2`);
    expect(g.log.some((l) => l.text.includes('at 1-2: die 4, A'))).toBe(true);
    // both repulsed at the round's end: nobody is left to attack the bomber
    expect(g.unit('sy-air-i-1').location).toBe('pool');
    expect(g.unit('sy-air-i-2').location).toBe('pool');
    expect(stage(g)).toBe('bombing');
  });

  it('A-K[Air combat] b the results are simultaneous: an interceptor destroyed by the bombers’ reply had fought first', async () => {
    const g = await airPhase({ ...HOLD, 'sy-70-armd': G('1902') });
    play(g, `raid il-air-b-1 ${G('1902')} bomber`);
    play(g, `raid il-air-b-2 ${G('1902')} bomber`);
    play(g, 'pass');
    g.forceDice([1]);
    play(g, `detect ${G('1902')}`);
    play(g, `intercept sy-air-i-1 ${G('1902')}`);
    play(g, 'pass');
    expect(stage(g)).toBe('air-combat');
    g.forceDice([6]); // 3 against 3: 1-1, die 6 on T001[Air-Arab]: R
    play(g, `air-attack sy-air-i-1 > il-air-b-1`);
    expect(g.unit('il-air-b-1').steps).toBe(2); // not yet: the bombers answer first
    expect(g.actingSide).toBe('israeli');
    g.forceDice([6]); // 6 against 3: 2-1, die 6 on T001[Air-Israel]: D
    play(g, `air-attack il-air-b-1 il-air-b-2 > sy-air-i-1`);
    expect(g.unit('il-air-b-1').steps).toBe(1);
    expect(g.unit('sy-air-i-1').location).toBe('eliminated');
    // an aircraft destroyed scores for the enemy (A-M kill)
    expect(g.log.some((l) => l.text.includes('Syrian interceptor 1 eliminated'))).toBe(true);
  });

  it('A-K[Air combat] no attack below 1-3: a reduced Syrian bomber (1) may not answer an Israeli interceptor (6)', async () => {
    const g = await airPhase(
      { ...HOLD, 'sy-70-armd': G('1902') },
      { side: 'egyptian', extra: { steps: { 'sy-air-b-1': 1 } } },
    );
    play(g, `raid sy-air-b-1 ${G('0712')} bomber`);
    play(g, `raid sy-air-b-2 ${G('0712')} bomber`);
    play(g, 'pass');
    g.forceDice([1]);
    play(g, `detect ${G('0712')}`);
    play(g, `intercept il-air-i-1 ${G('0712')}`);
    play(g, 'pass');
    // the Arab air phase: air combat before SAM fire; Israel declines to attack
    expect(stage(g)).toBe('air-combat');
    play(g, 'pass');
    expect(stage(g)).toBe('bomber-reply');
    expect(refusal(g, 'air-attack sy-air-b-1 > il-air-i-1')).toEqual({ code: 'odds', rule: 'A-K[Air combat]' });
    expect(lines(g)).toContain('air-attack sy-air-b-2 > il-air-i-1'); // 2 against 6: 1-3
  });

  it('A-K[SAM] T001[SAM] by the number of counters targeted, −1 for a reduced SAM and −1 more from GT 6', async () => {
    const whole = await airPhase({ ...HOLD, 'sy-70-armd': G('1902'), 'sy-sam-1': G('1905') });
    play(whole, `raid il-air-b-1 ${G('1902')} bomber`);
    play(whole, 'pass');
    play(whole, 'pass'); // no detection roll: the SAMs find every raid in range (A-K[SAM])
    whole.forceDice([2]);
    play(whole, `sam sy-sam-1 ${G('1902')} il-air-b-1`); // one target, die 2: A
    expect(whole.unit('il-air-b-1').location).toBe('pool');

    const worn = await airPhase(
      { ...HOLD, 'sy-70-armd': G('1902'), 'sy-sam-1': G('1905') },
      { turn: 7, extra: { steps: { 'sy-sam-1': 1 } } },
    );
    play(worn, `raid il-air-b-1 ${G('1902')} bomber`);
    play(worn, `raid il-air-b-2 ${G('1902')} bomber`);
    play(worn, 'pass');
    worn.forceDice([6]);
    play(worn, `detect ${G('1902')}`); // not found: on to the SAMs
    worn.forceDice([4]); // two targets, 4 − 2 = 2: "–"
    play(worn, `sam sy-sam-1 ${G('1902')} il-air-b-1 il-air-b-2`);
    expect(worn.log.some((l) => l.text.includes('die 4, - (A-K[SAM])'))).toBe(true);
    expect(worn.unit('il-air-b-1').steps).toBe(2);
  });

  it('A-K[SAM] a SAM with bombers over it must fire at them', async () => {
    const g = await airPhase({ ...HOLD, 'sy-70-armd': G('1902'), 'sy-sam-1': G('1905') });
    play(g, `raid il-air-b-1 ${G('1905')} bomber`);
    play(g, `raid il-air-b-2 ${G('1902')} bomber`);
    play(g, 'pass');
    g.forceDice([6, 6]);
    play(g, `detect ${G('1905')}`);
    play(g, `detect ${G('1902')}`);
    expect(stage(g)).toBe('sam');
    expect(refusal(g, `sam sy-sam-1 ${G('1902')} il-air-b-2`)).toEqual({ code: 'sam-target', rule: 'A-K[SAM]' });
    expect(refusal(g, 'pass')).toEqual({ code: 'must-fire', rule: 'A-K[SAM]' });
    expect(lines(g)).toEqual([`sam sy-sam-1 ${G('1905')} il-air-b-1`]);
  });
});

describe('A-K[Bombing]', () => {
  it('A-K[Bombing] T001 by target group and nationality: an Arab 5 misses armour and reduces the rest', async () => {
    const g = await airPhase(
      { 'il-14-armd': '1010', 'il-art-162': '1012', 'sy-70-armd': G('1902') },
      { side: 'egyptian', front: 'sinai' },
    );
    play(g, 'raid eg-air-b-1 1010 bomber');
    play(g, 'raid eg-air-b-2 1012 bomber');
    play(g, 'pass');
    play(g, 'pass'); // Israel lets the raids through
    expect(stage(g)).toBe('bombing');
    g.forceDice([5, 5]);
    play(g, 'air-bomb eg-air-b-1 il-14-armd');
    play(g, 'air-bomb eg-air-b-2 il-art-162');
    expect(g.unit('il-14-armd').steps).toBe(g.unit('il-14-armd').maxSteps);
    expect(g.unit('il-art-162').steps).toBeLessThan(g.unit('il-art-162').maxSteps);
  });

  it('A-K[Bombing] AR: an Israeli bomber rolling 1 on armour is reduced and misses', async () => {
    const g = await airPhase({ ...HOLD, 'sy-70-armd': G('1902') });
    play(g, `raid il-air-b-1 ${G('1902')} bomber`);
    play(g, 'pass');
    play(g, 'pass');
    g.forceDice([1]);
    play(g, 'air-bomb il-air-b-1 sy-70-armd');
    expect(g.unit('il-air-b-1').steps).toBe(1);
    expect(g.unit('sy-70-armd').steps).toBe(g.unit('sy-70-armd').maxSteps);
  });

  it('A-K[Bombing] bridges may be bombed: R destroys one, and Israel scores it', async () => {
    const g = await airPhase(
      { ...HOLD, 'sy-70-armd': G('1902') },
      { front: 'sinai', extra: { bridges: { 'bridge-0610': 'intact' } } },
    );
    const vp = g.victoryPoints().total['israeli']!;
    play(g, 'raid il-air-b-1 0610 bomber');
    play(g, 'pass');
    play(g, 'pass');
    g.forceDice([4]);
    play(g, 'air-bomb il-air-b-1 bridge-0610');
    expect(g.bridges().find((b) => b.id === 'bridge-0610')!.state).toBe('removed');
    expect(g.victoryPoints().total['israeli']).toBe(vp + 2); // B-R.1, A-M: each Egyptian bridge destroyed
  });

  it('A-K all aircraft leave the map at the end of the air phase; the phase ends only when its stages are done', async () => {
    const g = await airPhase({ ...HOLD, 'sy-70-armd': G('1902') });
    play(g, `raid il-air-b-1 ${G('1902')} bomber`);
    expect(refusal(g, 'end')).toEqual({ code: 'air-stage', rule: 'A-K' });
    play(g, 'pass');
    play(g, 'pass');
    g.forceDice([2]);
    play(g, 'air-bomb il-air-b-1 sy-70-armd');
    expect(stage(g)).toBe('done');
    play(g, 'end');
    expect(g.unit('il-air-b-1').location).toBe('pool');
  });
});

describe('A-K positions and records', () => {
  it('A-K a position saved in the middle of an air phase plays on the same; a record replays', async () => {
    const g = await airPhase({ ...HOLD, 'sy-70-armd': G('1902'), 'sy-sam-1': G('1905') }, { seats: 3 });
    play(g, `raid il-air-b-1 ${G('1902')} bomber`);
    play(g, `raid il-air-ib-1 ${G('1902')} escort`);
    play(g, 'pass');
    g.forceDice([1]);
    play(g, `detect ${G('1902')}`);
    play(g, `intercept sy-air-i-1 ${G('1902')}`);
    const position = JSON.parse(JSON.stringify(g.position()));
    const again = await createAdvanced({ seed: 1, position });
    expect(again.position()).toEqual(position);
    expect(lines(again)).toEqual(lines(g));
    expect(again.actingSide).toBe('syrian'); // Syria's seat intercepts on the Golan
    const replay = await advancedFromRecord(g.toRecord());
    expect(replay.position()).toEqual(g.position());
  });
});
