// The advanced game's computer players (advanced/ai/): the basic game's
// levels deciding for a seat (A-Use), at every seat count, through the
// engine's worker protocol as a page's worker asks them.
import { describe, expect, it } from 'vitest';
import { makeHandler, type Reply } from '../../../../src/engine/ai/protocol.js';
import '../../../../src/games/yom-kippur/engine.js';
import { createAdvanced } from '../../../../src/games/yom-kippur/advanced/game.js';
import { bySeat, createAdvancedPlayer } from '../../../../src/games/yom-kippur/advanced/ai/players.js';
import type { Action } from '../../../../src/games/yom-kippur/types.js';

describe('computer players of the advanced game', () => {
  it('the worker protocol answers for a seat of the advanced game, whose players load with its rules', async () => {
    const replies: Reply[] = [];
    const handle = makeHandler((r) => replies.push(r));
    const game = await createAdvanced({ seats: 3, seed: 4 });
    const side = game.actingSide!;
    await handle({
      type: 'decide',
      game: 'yom-kippur-advanced',
      id: 1,
      position: game.position(),
      side,
      level: 'easy',
    });
    expect(replies.map((r) => r.type)).toEqual(['action']);
    const reply = replies[0]!;
    if (reply.type === 'action') game.apply(reply.action as Action); // legal, or this throws
    expect(game.history).toHaveLength(1);
  }, 60_000);

  it('a seat is valued as the side of the rules it plays: Syria and Egypt as the Arab side', async () => {
    const game = await createAdvanced({ seats: 3, seed: 4 });
    const { ctx, state } = game.searchRoot();
    const asked: number[] = [];
    const heuristics = bySeat({ value: (_c, _s, side) => (asked.push(side), side) }, [
      'egyptian',
      'egyptian',
      'israeli',
    ]);
    const arab = ctx.sides.indexOf('egyptian');
    const israeli = ctx.sides.indexOf('israeli');
    expect([0, 1, 2].map((seat) => heuristics.value(ctx, state, seat))).toEqual([arab, arab, israeli]);
    expect(asked).toEqual([arab, arab, israeli]);
  });

  for (const seats of [2, 3, 4]) {
    it(`${seats} seats: an easy player at every seat plays the first Game-Turn, every decision legal`, async () => {
      const game = await createAdvanced({ seats, seed: 11 });
      const ids = game.rules.descriptor.sides.map((s) => s.id);
      const players = Object.fromEntries(ids.map((id, i) => [id, createAdvancedPlayer(id, 'easy', { seed: i + 1 })]));
      const decided = new Set<string>();
      while (game.turn === 1 && !game.isOver) {
        const seat = game.actingSide!;
        decided.add(seat);
        game.apply(players[seat]!.decide(game) as Action); // an illegal action throws
      }
      expect(game.turn).toBe(2);
      // each seat decided its own fronts' phases: both sides on both maps play Game-Turn 1
      expect([...decided].sort()).toEqual([...ids].sort());
    }, 300_000);
  }

  it('an unknown level or a seat the game does not have is refused', async () => {
    expect(() => createAdvancedPlayer('syrian', 'grandmaster')).toThrow(
      /level must be one of easy, normal, hard, random/,
    );
    const game = await createAdvanced({ seats: 2, seed: 1 });
    expect(() => createAdvancedPlayer('syrian', 'easy').decide(game)).toThrow('no seat "syrian" in a 2-seat game');
  });
});
