// The engine's contract carries a game unlike Across Suez: Skirmish (three
// sides, stacks of three, two-step units, an odds CRT with retreats of one
// and two hexes, asymmetric Zones of Control, victory points) plays random
// games to the end through the same kernel, Match, records and conformance
// suite, and is found by name through the registry.
import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from '../../src/engine/match.js';
import { createGame, gameFromRecord, registerGame } from '../../src/engine/registry.js';
import { parseRecord } from '../../src/engine/record-read.js';
import { checkConformance } from './conformance.js';
import { checkLogWhenRead } from './log-when-read.js';
import { descriptor, loadSkirmish, skirmishRules, type Ctx } from './skirmish/rules.js';

let ctx: Ctx;
const open = (seed: number) => Match.open(skirmishRules, ctx, { seed });
async function replay(text: string) {
  const rec = parseRecord(text, { id: 'skirmish', version: 1, dieFaces: 6 }, skirmishRules.codec.parse);
  const game = await open(rec.seed);
  for (const e of rec.entries) {
    if (e.die !== undefined) game.forceDice([e.die]);
    game.apply(e.action);
  }
  return game;
}

beforeAll(async () => {
  ctx = await loadSkirmish();
  registerGame({
    id: descriptor.id,
    title: descriptor.title,
    create: (o) => Match.open(skirmishRules, ctx, o),
    fromRecord: replay,
  });
});

describe('a three-sided test game on the engine', () => {
  it('plays 40 random games to the end with every invariant, clone, undo and record replay holding', async () => {
    const report = await checkConformance(
      open,
      replay,
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(report.games).toBe(40);
    expect(Object.keys(report.winners).length).toBeGreaterThan(1); // more than one side wins some
  });

  it('writes the same log when it is read as when each action makes its events', async () => {
    const lines = await checkLogWhenRead(
      open,
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
    expect(lines).toBeGreaterThan(100);
  });

  it('createGame and gameFromRecord find it by name', async () => {
    const game = await createGame('skirmish', { seed: 5 });
    game.apply({ type: 'end' });
    const again = await gameFromRecord(game.toRecord());
    expect(again.position()).toEqual(game.position());
    expect(again.phasingSide).toBe('red');
  });

  it('three sides take their player-turns in order', async () => {
    const game = await open(1);
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push(`${game.phasingSide} ${game.phase}`);
      game.apply({ type: 'end' });
    }
    expect(seen).toEqual([
      'red movement',
      'red combat',
      'blue movement',
      'blue combat',
      'green movement',
      'green combat',
    ]);
    expect(game.turn).toBe(2);
  });

  it('a stack holds three units: a fourth may pass through but not stop', async () => {
    const game = await open(1);
    game.apply({ type: 'move', unit: 'red-c', hex: '0101' }); // red-a, red-b, red-c now stacked in 0101
    expect(game.invariants()).toEqual([]);
    const moves = game.legalActions().filter((a) => a.type === 'move' && a.hex === '0101');
    expect(moves).toEqual([]);
  });

  it('Zones of Control act per side: blue ignores them, red stops on entry', async () => {
    // red-c next to green's ZOC: red stops, blue passes (policy from the descriptor, as data)
    expect(descriptor.zoc[1]!.stoppedBy).toEqual([]);
    expect(descriptor.zoc[0]!.stoppedBy).toEqual([1, 2]);
    ctx.board.setOccupants([{ hex: ctx.board.index('0404'), side: 2, zoc: true }]);
    expect(ctx.board.inZocOf(ctx.board.index('0403'), 2)).toBe(true);
    expect(ctx.board.inZocOf(ctx.board.index('0404'), 2)).toBe(false); // water: no ZOC into the pond (setZocBlockers)
  });

  it("the odds CRT reads ratios rounded in the defender's favour, shifted and kept on the table", () => {
    expect(ctx.crt.column(0, 3, 4, 0)).toBe(0); // 3:4 → 1:2
    expect(ctx.crt.column(0, 4, 4, 0)).toBe(1); // 1:1
    expect(ctx.crt.column(0, 5, 2, 0)).toBe(2); // 2.5:1 → 2:1
    expect(ctx.crt.column(0, 30, 2, 0)).toBe(3); // beyond the table: its last column
    expect(ctx.crt.column(0, 6, 2, -1)).toBe(2); // woods: one column left
    expect(ctx.crt.odds(0, 3)).toMatchObject({ DR2: 2 / 6, D1: 2 / 6 });
  });
});
