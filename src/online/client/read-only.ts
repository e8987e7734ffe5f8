// The mirror a client reads: the game's whole API except what would change
// it, so that it stays the server's game. Methods run on the game itself.
import type { AnyMatch } from '../../engine/registry.js';

const CHANGES = new Set(['apply', 'undo', 'annotate', 'forceDice']);

export function readOnly<G extends AnyMatch>(game: G): G {
  return new Proxy(game, {
    get(target, key) {
      if (typeof key === 'string' && CHANGES.has(key)) {
        return () => {
          throw new TypeError(`An online table's game is read-only: play with table.play(action), not game.${key}()`);
        };
      }
      const v = Reflect.get(target, key, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
    set() {
      throw new TypeError("An online table's game is read-only");
    },
  });
}
