import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Game } from '../../../src/games/across-suez/game.js';
import { RecordError } from '../../../src/games/across-suez/record.js';
import { PositionError } from '../../../src/games/across-suez/position.js';
import { makeRng, playRandomGame } from '../../../src/games/across-suez/ai/random-player.js';
import { RulesError } from '../../../src/engine/rules-error.js';

/** A record either replays or is rejected with RecordError naming a line; nothing else. */
async function replayOrReject(text: string): Promise<'ok' | RecordError> {
  try {
    await Game.fromRecord(text);
    return 'ok';
  } catch (e) {
    if (e instanceof RecordError) return e;
    throw new Error(`not a RecordError: ${(e as Error)?.name}: ${(e as Error)?.message}`, { cause: e });
  }
}

describe('hostile records and positions', () => {
  it('mutated and truncated records replay or are rejected with the line at fault', async () => {
    const game = await Game.create({ seed: 9 });
    playRandomGame(game, makeRng(9));
    const lines = game.toRecord().split('\n');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: lines.length - 1 }),
        fc.oneof(
          fc.constant(''),
          fc.string({ maxLength: 20 }),
          fc.constantFrom('move', 'attack a >', 'end end', '= 9', '> note', 'position {}', 'seed -1'),
        ),
        fc.boolean(),
        async (at, text, truncate) => {
          const mutated = truncate
            ? lines.slice(0, at).join('\n')
            : [...lines.slice(0, at), text, ...lines.slice(at + 1)].join('\n');
          const r = await replayOrReject(mutated);
          if (r !== 'ok') expect(r.line).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 150, seed: 7 },
    );
  }, 60_000);

  it('random bytes, huge inputs and deeply nested JSON are refused quickly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (s) => {
        expect(await replayOrReject(s)).toBeInstanceOf(RecordError);
      }),
      { numRuns: 200, seed: 3 },
    );
    const huge = 'across-suez record 1\n' + 'end\n'.repeat(2_600_000); // over 10 MB
    expect(await replayOrReject(huge)).toBeInstanceOf(RecordError);
    const deep = 'across-suez record 1\nposition ' + '['.repeat(200_000) + ']'.repeat(200_000) + '\n';
    const r = await replayOrReject(deep);
    expect(r).toBeInstanceOf(RecordError);
    expect((r as RecordError).line).toBe(2);
    await expect(Game.create({ position: JSON.parse('['.repeat(1000) + ']'.repeat(1000)) })).rejects.toBeInstanceOf(
      PositionError,
    );
  });
});

describe('records keep to their limits', () => {
  it('a record with two seed lines, or two position lines, is refused on the second', async () => {
    const twoSeeds = 'across-suez record 1\nseed 1\nseed 2\n';
    await expect(Game.fromRecord(twoSeeds)).rejects.toThrowError(/record line 3: a second seed line/);
    const twoPositions = 'across-suez record 1\nseed 1\nposition 1im/setup\nposition 2im/setup\n';
    await expect(Game.fromRecord(twoPositions)).rejects.toThrowError(/record line 4: a second position line/);
  });

  it('annotate() refuses a comment that would make the record too long to read back', async () => {
    const g = await Game.create({ seed: 1 });
    expect(() => g.annotate('x'.repeat(2_000_000))).toThrowError(RulesError);
    g.annotate('a short note');
    await expect(Game.fromRecord(g.toRecord())).resolves.toBeDefined();
  });

  it('a 3.9 MB record line and 200,000-deep JSON give short messages', async () => {
    const long = `across-suez record 1\nseed 1\nmove ${'x'.repeat(3_900_000)} 0410\n`;
    const e1 = (await Game.fromRecord(long).catch((e: unknown) => e)) as Error;
    expect(e1).toBeInstanceOf(RecordError);
    expect(e1.message.length).toBeLessThan(300);
    const deep = `across-suez record 1\nseed 1\nposition ${'['.repeat(200_000)}\n`;
    const e2 = (await Game.fromRecord(deep).catch((e: unknown) => e)) as Error;
    expect(e2.message.length).toBeLessThan(300);
  });
});
