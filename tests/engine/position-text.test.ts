// The generic frame of a position's text (src/engine/position-text.ts): JSON
// for any game, the header that names the game and the version, errors that
// name the field.
import { describe, expect, it } from 'vitest';
import {
  PositionError,
  positionGame,
  readPosition,
  writePosition,
  type PositionCodec,
} from '../../src/engine/position-text.js';

const codec: PositionCodec<null> = {
  version: 2,
  encode: (_ctx, p) => (p as { n: number }).n.toString(36),
  decode: (_ctx, body, version) => ({ n: parseInt(body, 36), version }),
};
const game = { id: 'tiny-game', codec };

describe('a position as text', () => {
  it('JSON is read as JSON, for a game with or without a compact string', () => {
    expect(readPosition(' {"n":5} ', game, null)).toEqual({ n: 5 });
    expect(readPosition('{"n":5}', { id: 'plain' }, null)).toEqual({ n: 5 });
  });

  it('the header names the game and the version; without it the newest version is read', () => {
    expect(writePosition({ n: 35 }, game, null)).toBe('tiny-game.2:z');
    expect(writePosition({ n: 35 }, game, null, false)).toBe('z');
    expect(readPosition('tiny-game.1:z', game, null)).toEqual({ n: 35, version: 1 });
    expect(readPosition('tiny-game:z', game, null)).toEqual({ n: 35, version: 2 });
    expect(readPosition('z', game, null)).toEqual({ n: 35, version: 2 });
    expect(positionGame('tiny-game.2:z')).toBe('tiny-game');
    expect(positionGame('{"n":1}')).toBeNull();
  });

  it('another game, a later version, bad JSON, a game without a compact string: refused with the field', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(PositionError);
        return (e as PositionError).field;
      }
      return 'accepted';
    };
    expect(field(() => readPosition('other-game.1:z', game, null))).toBe('game');
    expect(field(() => readPosition('tiny-game.3:z', game, null))).toBe('version');
    expect(field(() => readPosition('{"n":', game, null))).toBe('');
    expect(field(() => readPosition('z', { id: 'plain' }, null))).toBe('');
  });
});
