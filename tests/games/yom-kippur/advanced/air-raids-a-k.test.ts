// A-K the advanced air phase, first half: the pools, raids, detection and
// interceptors (src/games/yom-kippur/advanced/air/).
import { describe, expect, it } from 'vitest';
import { createAdvanced, theAdvancedData } from '../../../../src/games/yom-kippur/advanced/game.js';
import { airPhase, lines, play, refusal, stage } from './air.js';
import { G } from './positions.js';

const SY_TANKS = { 'sy-70-armd': G('1902'), 'il-188-armd': G('0712'), 'il-14-armd': '2010' };

describe('A-K[Placement] the pools and the raids', () => {
  it('A-B, A-K the pools of advanced-forces.json air: Israel 5 I, 5 B, 4 IB; Egypt and Syria 5 and 5; Iraq 1 I from GT 3', () => {
    const air = theAdvancedData().units.filter((u) => u.kind === 'aircraft') as unknown as {
      id: string;
      role: string;
      airForce: string;
      strength: number[];
      arrives?: { turn: number };
    }[];
    const count = (force: string, role: string) => air.filter((a) => a.airForce === force && a.role === role).length;
    expect([count('israeli', 'interceptor'), count('israeli', 'bomber'), count('israeli', 'fighter-bomber')]).toEqual([
      5, 5, 4,
    ]);
    expect([count('egyptian', 'interceptor'), count('egyptian', 'bomber')]).toEqual([5, 5]);
    expect([count('syrian', 'interceptor'), count('syrian', 'bomber')]).toEqual([5, 5]);
    expect(air.filter((a) => a.airForce === 'iraqi').map((a) => [a.role, a.arrives?.turn])).toEqual([
      ['interceptor', 3],
    ]);
    // T001[Air values], reduced: half rounded up; the basic air counters are gone (A-Use)
    expect(air.find((a) => a.id === 'il-air-i-1')!.strength).toEqual([6, 3]);
    expect(air.find((a) => a.id === 'sy-air-b-1')!.strength).toEqual([2, 1]);
    expect(air.every((a) => a.id.includes('-air-'))).toBe(true);
  });

  it('A-K[Placement] c a bomber flies over a hex holding an enemy counter; an escort over its own bombers', async () => {
    const g = await airPhase(SY_TANKS);
    expect(refusal(g, `raid il-air-b-1 ${G('1903')} bomber`)).toEqual({ code: 'no-target', rule: 'A-K[Placement] c' });
    expect(refusal(g, `raid il-air-i-1 ${G('1902')} escort`)).toEqual({
      code: 'nothing-to-escort',
      rule: 'A-K[Placement] d',
    });
    play(g, `raid il-air-b-1 ${G('1902')} bomber`);
    play(g, `raid il-air-i-1 ${G('1902')} escort`);
    expect(g.unit('il-air-b-1').location).toBe('air');
  });

  it('A-K[Placement] e an IB flies as bomber or interceptor, chosen when placed; an I or a B has its one role', async () => {
    const g = await airPhase(SY_TANKS);
    expect(lines(g)).toEqual(expect.arrayContaining([`raid il-air-ib-1 ${G('1902')} bomber`]));
    expect(refusal(g, `raid il-air-i-1 ${G('1902')} bomber`)).toEqual({ code: 'wrong-role', rule: 'A-K[Placement]' });
    play(g, `raid il-air-b-1 ${G('1902')} bomber`);
    expect(lines(g)).toEqual(expect.arrayContaining([`raid il-air-ib-1 ${G('1902')} escort`]));
    expect(refusal(g, `raid il-air-b-2 ${G('1902')} escort`)).toEqual({ code: 'wrong-role', rule: 'A-K[Placement]' });
  });

  it('A-K[Placement] a hex holds at most 3 raid counters', async () => {
    const g = await airPhase(SY_TANKS);
    for (const a of ['il-air-b-1', 'il-air-b-2', 'il-air-b-3']) play(g, `raid ${a} ${G('1902')} bomber`);
    expect(refusal(g, `raid il-air-b-4 ${G('1902')} bomber`)).toEqual({ code: 'raid-full', rule: 'A-K[Placement]' });
  });

  it('A-K each Arab air force flies over its own front: Egypt on the Sinai, Syria on the Golan (advanced-forces.json fronts)', async () => {
    const g = await airPhase({ ...SY_TANKS, 'il-14-armd': '1010' }, { side: 'egyptian', front: 'golan' });
    expect(lines(g).some((l) => l.startsWith('raid sy-air-b-'))).toBe(true);
    expect(lines(g).some((l) => l.startsWith('raid eg-'))).toBe(false);
    expect(refusal(g, `raid eg-air-b-1 ${G('0712')} bomber`)).toEqual({ code: 'no-aircraft', rule: 'A-K[Placement]' });
  });
});

describe('A-K[Detection] and A-K[Interceptors]', () => {
  it('A-K[Detection] one raid counter is found on 1–2 only: on a 3 no interceptor may go there', async () => {
    const g = await airPhase({ ...SY_TANKS, 'sy-68-infa': G('1905') });
    play(g, `raid il-air-b-1 ${G('1902')} bomber`);
    play(g, `raid il-air-b-2 ${G('1905')} bomber`);
    play(g, 'pass');
    expect(stage(g)).toBe('interceptors');
    expect(g.actingSide).toBe('arab'); // the Arab seat decides now
    g.forceDice([3, 2]);
    play(g, `detect ${G('1902')}`);
    play(g, `detect ${G('1905')}`);
    expect(refusal(g, `intercept sy-air-i-1 ${G('1902')}`)).toEqual({
      code: 'not-detected',
      rule: 'A-K[Interceptors]',
    });
    play(g, `intercept sy-air-i-1 ${G('1905')}`);
  });

  it('A-K[Detection] two raid counters are found on 1–4, three always', async () => {
    const two = await airPhase(SY_TANKS);
    play(two, `raid il-air-b-1 ${G('1902')} bomber`);
    play(two, `raid il-air-i-1 ${G('1902')} escort`);
    play(two, 'pass');
    two.forceDice([4]);
    play(two, `detect ${G('1902')}`);
    expect(lines(two)).toContain(`intercept sy-air-i-1 ${G('1902')}`);

    const three = await airPhase(SY_TANKS);
    for (const a of ['il-air-b-1', 'il-air-b-2', 'il-air-b-3']) play(three, `raid ${a} ${G('1902')} bomber`);
    play(three, 'pass');
    three.forceDice([6]);
    play(three, `detect ${G('1902')}`);
    expect(lines(three)).toContain(`intercept sy-air-i-1 ${G('1902')}`);
  });

  it('A-K[Interceptors] up to 3 interceptors a detected hex, never a bomber', async () => {
    const g = await airPhase({ ...SY_TANKS, 'sy-68-infa': G('1905') });
    play(g, `raid il-air-b-1 ${G('1902')} bomber`);
    play(g, `raid il-air-b-2 ${G('1905')} bomber`);
    play(g, 'pass');
    g.forceDice([1, 1]);
    play(g, `detect ${G('1902')}`);
    play(g, `detect ${G('1905')}`);
    expect(refusal(g, `intercept sy-air-b-1 ${G('1902')}`)).toEqual({ code: 'wrong-role', rule: 'A-K[Interceptors]' });
    for (const a of ['sy-air-i-1', 'sy-air-i-2', 'sy-air-i-3']) play(g, `intercept ${a} ${G('1902')}`);
    expect(refusal(g, `intercept sy-air-i-4 ${G('1902')}`)).toEqual({
      code: 'intercept-full',
      rule: 'A-K[Interceptors]',
    });
    play(g, `intercept sy-air-i-4 ${G('1905')}`);
  });

  it('A-K[Note] no Israeli interceptors in the Arab air phase of GT 1', async () => {
    const g = await airPhase(SY_TANKS, {
      turn: 1,
      side: 'egyptian',
      extra: { air: { stage: 'interceptors' } } as never,
    });
    expect(refusal(g, `detect ${G('0712')}`)).toEqual({ code: 'no-interceptors', rule: 'A-K[Note]' });
    const h = await airPhase(SY_TANKS, { turn: 1, side: 'egyptian' });
    play(h, `raid sy-air-b-1 ${G('0712')} bomber`);
    play(h, 'pass');
    // the interceptors' stage is passed at once: nothing for Israel to decide
    expect(stage(h)).toBe('bombing');
  });

  it('A-K aircraft use: an aircraft flown on one front is spent for the other front’s air phase of the player-turn (4 seats)', async () => {
    const g = await airPhase({ ...SY_TANKS, 'eg-15-armd': '0711' }, { front: 'sinai', seats: 4 });
    expect(g.actingSide).toBe('israeli-sinai'); // Israel, Sinai
    play(g, 'raid il-air-b-1 0711 bomber');
    play(g, 'pass');
    g.forceDice([6]);
    // Egypt rolls for its raid hex (A-Use: the Egyptian seat decides on the Sinai)
    expect(g.actingSide).toBe('egyptian');
    play(g, 'detect 0711');
    expect(stage(g)).toBe('bombing'); // not found: no interceptor, no SAM in range
    g.forceDice([1]);
    play(g, 'air-bomb il-air-b-1 eg-15-armd');
    play(g, 'end');
    expect(g.phase).toBe('air@golan');
    expect(g.actingSide).toBe('israeli-golan'); // Israel, Golan
    expect(lines(g).some((l) => l.startsWith('raid il-air-b-1 '))).toBe(false);
    expect(lines(g).some((l) => l.startsWith('raid il-air-b-2 '))).toBe(true);
  });
});

describe('A-K[Placement] a paras', () => {
  const dropping = async () => {
    const g = await airPhase({ ...SY_TANKS, 'il-35-para': 'waiting', 'il-247-para': 'waiting' }, { turn: 4 });
    const drop = lines(g).find((l) => l.startsWith('raid il-35-para '))!;
    const hex = drop.split(' ')[2]!;
    play(g, drop);
    play(g, 'pass');
    g.forceDice([1]);
    play(g, `detect ${hex}`);
    play(g, `intercept sy-air-i-1 ${hex}`);
    play(g, 'pass');
    expect(stage(g)).toBe('air-combat');
    return { g, hex };
  };

  it('A-K[Placement] a a para drops as a raid counter: detected, intercepted (defending with 1), A sends it back off the map', async () => {
    const { g } = await dropping();
    g.forceDice([3]); // 3 against 1: 3-1, die 3 on T001[Air-Arab]: A
    play(g, 'air-attack sy-air-i-1 > il-35-para');
    expect(g.log.some((l) => l.text.includes('at 3-1: die 3, A'))).toBe(true);
    expect(g.unit('il-35-para').location).toBe('waiting');
  });

  it('A-K[Air combat] a R reduces a para, which still lands and stays when the aircraft leave', async () => {
    const { g, hex } = await dropping();
    g.forceDice([5]); // 3-1, die 5: R
    play(g, 'air-attack sy-air-i-1 > il-35-para');
    expect(stage(g)).toBe('done');
    play(g, 'end');
    const para = g.unit('il-35-para');
    expect([para.location, para.hex, para.steps, para.landing]).toEqual(['map', hex, 1, 'drop']);
  });

  it('A-K[Placement] a a position with a para in the air reads back and plays on the same', async () => {
    // found by `npm run fuzz -- --game yom-kippur-advanced --seats 3`: the para's raid flags were refused on reading
    const { g } = await dropping();
    const back = await createAdvanced({ seed: 2, position: g.position() });
    expect(back.position()).toEqual(g.position());
    for (const game of [g, back]) {
      game.forceDice([5]);
      play(game, 'air-attack sy-air-i-1 > il-35-para');
    }
    expect(back.position()).toEqual(g.position());
  });

  it('A-K[Placement] paras count among the 3 raid counters of a hex', async () => {
    const g = await airPhase({ ...SY_TANKS, 'il-35-para': 'waiting', 'il-247-para': 'waiting' }, { turn: 4 });
    const hex = lines(g)
      .find((l) => l.startsWith('raid il-35-para '))!
      .split(' ')[2]!;
    play(g, `raid il-35-para ${hex} para`);
    play(g, `raid il-247-para ${hex} para`);
    play(g, `raid il-air-i-1 ${hex} escort`);
    expect(refusal(g, `raid il-air-i-2 ${hex} escort`)).toEqual({ code: 'raid-full', rule: 'A-K[Placement]' });
  });
});
