// A-D the advanced sequence of play: bombing is resolved inside the air
// phase (A-K), so the basic game's bombing phases are not in it; a record or
// a position of an older advanced game that named them still reads.
import { describe, expect, it } from 'vitest';
import { createAdvanced, advancedFromRecord } from '../../../../src/games/yom-kippur/advanced/game.js';
import { advancedOnly, G } from './positions.js';

describe('A-D the advanced sequence of play', () => {
  it('A-D: no basic bombing phase in either player-turn, on either front (A-K bombs in the air phase)', async () => {
    const g = await createAdvanced({ seed: 1, seats: 3 });
    const phases = Object.values(g.rules.descriptor.phases).flat();
    expect(phases.map((p) => p.id)).toContain('combat@golan');
    expect(phases.filter((p) => p.kind === 'bombing')).toEqual([]);
    expect(g.rules.descriptor.phases['egyptian']!.map((p) => p.id)).toEqual([
      'air@sinai',
      'air@golan',
      'bridges@sinai',
      'movement@sinai',
      'movement@golan',
      'combat@sinai',
      'combat@golan',
    ]);
  });

  it('A-D: the last movement phase ends into the first combat phase', async () => {
    const g = await advancedOnly(
      { 'sy-5-inf-div-inf-1': G('1010'), 'il-188-armd': G('0710') },
      { turn: 2, side: 'egyptian', phase: 'movement@golan' },
    );
    g.apply({ type: 'end' });
    expect(g.phase).toBe('combat@sinai');
  });

  it('A-D: a position of an older advanced game in a bombing phase reads as the phase that followed it', async () => {
    const g = await advancedOnly({ 'il-188-armd': G('0710') }, { turn: 2, side: 'israeli', phase: 'bombing@golan' });
    expect(g.phase).toBe('combat@sinai');
  });

  it('A-D: a record of version 1, whose bombing phases each ended with end, replays to the same game', async () => {
    const g = await advancedOnly(
      { 'il-188-armd': G('0907'), 'sy-70-armd': G('1006') },
      { turn: 2, side: 'egyptian', phase: 'movement@golan' },
    );
    g.apply({ type: 'end' }); // into combat@sinai
    g.apply({ type: 'end' }); // into combat@golan
    g.forceDice([6]);
    g.apply(g.legalActions().find((a) => a.type === 'attack')!);
    const record = g.toRecord();
    const lines = record.split('\n');
    expect(lines[0]).toBe('yom-kippur-advanced record 3');
    // the same game as version 1 wrote it: an `end` for each bombing phase after the last movement phase
    const first = lines.findIndex((l) => l === 'end');
    lines.splice(first + 1, 0, 'end', 'end');
    lines[0] = 'yom-kippur-advanced record 1';
    const old = await advancedFromRecord(lines.join('\n'));
    expect(old.position()).toEqual(g.position());
    expect(old.toRecord()).toBe(record);
  });
});
