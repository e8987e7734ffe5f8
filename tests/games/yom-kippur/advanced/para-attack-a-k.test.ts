// A-K[Placement] a: paras dropped next to the enemy attack at once, in the
// air phase after the bombing (digest), with no support and CF halved — or
// wait for the combat phase, CF still halved; exactly one of the two.
import { describe, expect, it } from 'vitest';
import { airPhase, lines, play, stage } from './air.js';
import { G } from './positions.js';

const SYRIAN = G('1210');

/** The Israeli air phase on the Golan, GT 4, with il-35-para landed next to a Syrian infantry brigade (2 against 4: 1-2), the raid unopposed. */
async function landedNextToTheEnemy() {
  const g = await airPhase({ 'sy-68-infa': SYRIAN, 'il-188-armd': G('0712'), 'il-35-para': 'waiting' }, { turn: 4 });
  const drop = lines(g).find((l) => l.startsWith('raid il-35-para ') && g.distance(l.split(' ')[2]!, SYRIAN) === 1)!;
  play(g, drop);
  play(g, 'pass'); // the raids placed; the Arabs detect nothing and send no interceptor
  play(g, 'pass');
  return { g, hex: drop.split(' ')[2]! };
}

describe('A-K[Placement] a the paras’ immediate attack', () => {
  it('A-K[Placement] a a para landed next to the enemy may attack in the air phase, after the bombing, halved, without support', async () => {
    const { g } = await landedNextToTheEnemy();
    expect(stage(g)).toBe('para-attack');
    const attack = lines(g).find((l) => l.startsWith('attack il-35-para > '))!;
    expect(attack).toBe(`attack il-35-para > ${SYRIAN}`);
    expect(
      lines(g)
        .filter((l) => l.startsWith('attack'))
        .every((l) => !l.includes(' + ')),
    ).toBe(true); // no support
    const odds = g.combatOdds(['il-35-para'], [SYRIAN]);
    expect(odds.modifiers.some((m) => m.what.includes('halved'))).toBe(true);
    g.forceDice([6]);
    play(g, attack);
    // D2 on T001[CRT-Israel] 1-2: the defender takes its losses, by its own decisions, inside the air phase
    expect(g.actingSide).toBe('arab');
    play(g, 'reduce sy-68-infa');
    while (!lines(g).includes('pass') && !lines(g).includes('end')) play(g, lines(g)[0]!);
    expect(stage(g)).toBe('done');
    play(g, 'end');
    // in the combat phase it has attacked this turn: nothing owed
    while (g.phase !== 'combat@golan') play(g, 'end');
    expect(lines(g).some((l) => l.startsWith('attack il-35-para'))).toBe(false);
    expect(() => play(g, 'end')).not.toThrow();
  });

  it('A-K[Placement] a a para that passes the immediate attack must attack in the combat phase, halved', async () => {
    const { g } = await landedNextToTheEnemy();
    play(g, 'pass');
    expect(stage(g)).toBe('done');
    play(g, 'end');
    while (g.phase !== 'combat@golan') play(g, 'end');
    expect(() => play(g, 'end')).toThrow(/must attack/);
    expect(lines(g).some((l) => l.startsWith('attack il-35-para'))).toBe(true);
  });

  it('A-K[Placement] a no immediate-attack stage when no para landed next to the enemy', async () => {
    const g = await airPhase({ 'sy-68-infa': SYRIAN, 'il-188-armd': G('0712'), 'il-35-para': 'waiting' }, { turn: 4 });
    const drop = lines(g).find((l) => l.startsWith('raid il-35-para ') && g.distance(l.split(' ')[2]!, SYRIAN) > 2)!;
    play(g, drop);
    play(g, 'pass');
    play(g, 'pass');
    expect(stage(g)).toBe('done');
  });
});
