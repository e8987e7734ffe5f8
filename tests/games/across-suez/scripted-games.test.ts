// Issue 2: whole games of seven Game-Turns from the standard setup on the
// real map, played by fixed scripts with forced dice, ending in each side's
// victory; each game's record replays to the same end.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/across-suez/game.js';

const MATZMED = '0112';

/** Resolve a pending decision the simple way: first safe hex, least loss, no advance. */
function decide(game: Game): void {
  for (let p = game.pending; p && game.phase !== 'over'; p = game.pending) {
    if (p.kind === 'retreat') game.retreat(p.units[0]!, p.options[p.units[0]!]![0]!);
    else if (p.kind === 'exchange') game.exchange([p.units[0]!]);
    else game.advance(null);
  }
}

/** 9.2 on the first Game-Turn: every unit in contact attacks one adjacent enemy, with the given die. */
function mandatoryAttacks(game: Game, die: number): void {
  for (
    let left = game.targets();
    left.length > 0 && game.warnings().some((w) => w.rule === '9.2');
    left = game.targets()
  ) {
    const defender = left[0]!;
    game.forceDice([die]);
    game.attack(game.attackers(defender), defender);
    decide(game);
  }
}

/** Moves a unit to whichever legal destination is nearest `goal`, the cheapest of those. */
function moveToward(game: Game, id: string, goal: string): void {
  const dests = [...game.reachable(id)];
  if (dests.length === 0) return;
  dests.sort(([a, ca], [b, cb]) => game.distance(a, goal) - game.distance(b, goal) || ca - cb);
  game.move(id, dests[0]![0]);
}

/** The Egyptian player who only does what the rules require. */
function passiveEgyptianTurn(game: Game): void {
  game.endPhase(); // movement
  if (game.turn === 1) mandatoryAttacks(game, 6); // at poor odds a 6 is Ae or Ar
  game.endPhase(); // combat
}

describe('scripted games from the standard setup', () => {
  it('14.0 the Egyptian player wins when the Israeli player never crosses', async () => {
    const game = await Game.create({ seed: 2 });
    while (game.phase !== 'over') {
      game.endPhase();
      if (game.turn === 1 && game.phase === 'combat') mandatoryAttacks(game, 6);
    }
    expect(game.turn).toBe(7);
    expect([game.winner, game.reason]).toEqual(['egyptian', 'no-bridge-at-matzmed']);
    expect((await Game.fromRecord(game.toRecord())).position()).toEqual(game.position());
  });

  it('14.0 the Israeli player wins with the bridge on Matzmed, the road open and six units across', async () => {
    const game = await Game.create({ seed: 3 });
    while (game.phase !== 'over') {
      if (game.side === 'egyptian') {
        passiveEgyptianTurn(game);
        continue;
      }
      // Israeli movement: the bridge drives for Matzmed; from turn 2 the strike group closes on 16/3 astride Akavish
      if (game.unit('bridge').hex !== MATZMED && game.canMove('bridge')) moveToward(game, 'bridge', MATZMED);
      if (game.turn === 2) {
        const around = ['0811', '0813', '0912', '0913', '0713', '0712'];
        for (const id of ['erez-1', 'erez-2', 'matt-2', 'reshev-3']) {
          const spot = around.find((h) => game.reachable(id).has(h));
          if (spot) game.move(id, spot);
        }
      }
      if (game.turn >= 2) {
        for (const u of game.units().filter((x) => x.side === 'israeli' && x.id !== 'bridge')) {
          if (game.crossingCost(u.id) !== null) game.cross(u.id);
        }
      }
      game.endPhase();
      // Israeli combat
      if (game.turn === 1) mandatoryAttacks(game, 1);
      if (game.turn === 2 && game.unit('16-3').location === 'map') {
        game.forceDice([1]);
        expect(game.attack(game.attackers('16-3'), '16-3').result).toBe('De');
        decide(game);
      }
      game.endPhase();
    }
    expect(game.crossedCount).toBeGreaterThanOrEqual(6);
    expect(game.unit('bridge').hex).toBe(MATZMED);
    expect([game.winner, game.reason]).toEqual(['israeli', 'israeli-conditions-met']);
    const replay = await Game.fromRecord(game.toRecord());
    expect(replay.position()).toEqual(game.position());
    expect(replay.winner).toBe('israeli');
  });
});
