import { describe, expect, it } from 'vitest';
import { Game } from '../../../../src/games/across-suez/engine.js';
import type { Action } from '../../../../src/games/across-suez/record.js';
import { makeHandler, type Reply } from '../../../../src/engine/ai/protocol.js';

describe('the worker protocol', () => {
  it('answers a decision with a legal action', async () => {
    const replies: Reply[] = [];
    const handle = makeHandler((r) => replies.push(r));
    const game = await Game.create({ seed: 1 });
    await handle({
      type: 'decide',
      game: 'across-suez',
      id: 1,
      position: game.position(),
      side: 'israeli',
      level: 'normal',
    });
    expect(replies).toHaveLength(1);
    const reply = replies[0]!;
    expect(reply.type).toBe('action');
    if (reply.type === 'action') game.apply(reply.action as Action); // legal, or this throws
  });

  it('survives a cancelled search and answers the next one', async () => {
    const replies: Reply[] = [];
    const handle = makeHandler((r) => replies.push(r));
    const game = await Game.create({ seed: 1 });
    const first = handle({
      type: 'decide',
      game: 'across-suez',
      id: 1,
      position: game.position(),
      side: 'israeli',
      level: 'hard',
    });
    await handle({ type: 'cancel', id: 1 });
    await first;
    await handle({
      type: 'decide',
      game: 'across-suez',
      id: 2,
      position: game.position(),
      side: 'israeli',
      level: 'easy',
    });
    expect(replies.map((r) => [r.type, r.id])).toEqual([
      ['cancelled', 1],
      ['action', 2],
    ]);
  });

  it('reports a bad position as an error, not a crash', async () => {
    const replies: Reply[] = [];
    await makeHandler((r) => replies.push(r))({
      type: 'decide',
      game: 'across-suez',
      id: 3,
      position: { units: { nobody: '0101' } },
      side: 'israeli',
      level: 'easy',
    });
    expect(replies[0]).toMatchObject({ type: 'error', id: 3 });
  });
});
