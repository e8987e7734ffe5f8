// The Movement Phase score's threats (src/games/across-suez/ai/plan/threat.ts):
// each unit's share kept from one position to the next and worked out again
// only near a unit that moved gives exactly the threats worked out afresh
// on every position, for both sides, with and without artillery.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../../src/games/across-suez/engine.js';
import { EGY, ISR, mapModel, place, snapshot } from '../../../../src/games/across-suez/ai/plan/model.js';
import { rulesOf } from '../../../../src/games/across-suez/ai/plan/value.js';
import { ThreatShares } from '../../../../src/games/across-suez/ai/plan/threat.js';
import { makeRng } from '../../../../src/engine/rng.js';

describe('the threats kept between positions', () => {
  it('equal the threats worked out afresh after each of 600 moves of one or two units', async () => {
    const game = await Game.create({ seed: 1 });
    const m = mapModel(game);
    const rules = rulesOf(game);
    const s = snapshot(game);
    // any importance will do, as long as it is the same for both
    // each unit's importance, made up: worked out on asking, as the planner's Importance is
    const values = new Float64Array(s.units.length);
    const imp = { values, know: (u: number) => void (values[u] = 0.01 * ((u * 7) % 13)) };
    const rng = makeRng(20261124);
    let checked = 0;
    for (const [me, artillery] of [
      [ISR, true],
      [ISR, false],
      [EGY, false],
    ] as const) {
      const kept = new ThreatShares(m, rules, me, artillery, s.units.length);
      for (let step = 0; step < 200; step++) {
        // one or two units to free hexes near where they stand (or off the map and back)
        for (let k = 0; k <= Math.floor(rng() * 2); k++) {
          const u = Math.floor(rng() * s.units.length);
          const h = s.hex[u]!;
          if (h < 0) continue;
          const d = Math.floor(rng() * 6);
          const b = m.nbr[h * 6 + d]!;
          if (rng() < 0.03) place(s, u, -1, 3);
          else if (b >= 0 && s.at[b]! < 0) place(s, u, b);
        }
        kept.total(s, imp);
        const fresh = new ThreatShares(m, rules, me, artillery, s.units.length);
        fresh.total(s, imp);
        expect([kept.mine, kept.theirs], `step ${step}`).toEqual([fresh.mine, fresh.theirs]);
        if (fresh.mine > 0 && fresh.theirs > 0) checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
