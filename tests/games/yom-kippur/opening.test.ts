// The historical opening, as far as the rules allow: GT 1 (6–7 October),
// the Israeli player-turn only (B-D[Note]: the crossing counts as played) —
// the Sinai division's brigades race to the canal, the air force strikes the
// SAMs at Port Said and the bridgeheads, the counter-attacks fail against
// the Egyptian infantry; GT 2 (8–9 October) — the bridgeheads hold, Sharon's
// and Adan's reserve divisions arrive. The Firdan counter-attack of 8 October needs Adan at the canal: GT 3.
// Each action is one the rules list; the dice are forced so the script is
// reproducible; the record replays to the same position.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/yom-kippur/game.js';
import type { Action } from '../../../src/games/yom-kippur/types.js';

async function opening() {
  const g = await Game.create({ seed: 1973 });
  const play = (a: Action, dice: number[] = []) => {
    expect(g.legalActions(), `${JSON.stringify(a)} is listed`).toContainEqual(a);
    if (dice.length) g.forceDice(dice);
    g.apply(a);
    expect(g.invariants()).toEqual([]);
  };
  const end = () => play({ type: 'end' });
  return { g, play, end };
}

describe('the historical opening (GT 1–2)', () => {
  it('GT 1: the Sinai division races to the canal; the air force strikes; the counter-attacks stall', async () => {
    const { g, play, end } = await opening();
    expect([g.turn, g.phasingSide, g.phase]).toEqual([1, 'israeli', 'air']);
    // B-N.1: the 7 October strike on the SAMs around Port Said, and a strike on the 2nd Division's bridgehead
    play({ type: 'aircraft', unit: 'il-air-1', hex: '0411' });
    play({ type: 'aircraft', unit: 'il-air-2', hex: '0715' });
    end();
    // B-G: Mendler's brigades drive west along the lateral roads to the forts
    play({ type: 'move', unit: 'il-14-armd', hex: '0816' }); // Reshef, centre, toward Hizayon and Purkan
    play({ type: 'move', unit: 'il-460-armd', hex: '0812' }); // Amir, north, toward Qantara and Milano
    play({ type: 'move', unit: 'il-217-armd', hex: '0809' }); // north of Qantara, toward Orkal
    play({ type: 'move', unit: 'il-401-armd', hex: '1328' }); // Shomron, south, toward the Quay
    end();
    // B-M.3: the SAM turns the strike back (die 3); B-N.2b: the bridgehead strike shocks the 2nd Division's mechanised brigade
    play({ type: 'bomb', aircraft: 'il-air-1', target: 'eg-sam-1' }, [3]);
    play({ type: 'bomb', aircraft: 'il-air-2', target: 'eg-2div-mech' }, [6]);
    expect(g.unit('eg-2div-mech').markers.map((m) => m.kind)).toEqual(['shock']);
    end();
    // B-I, B-L.2: Amir attacks at Qantara; the 18th Division's guns support the defence: 6 to 6, 1-1, nothing
    play({ type: 'attack', attackers: ['il-460-armd'], defenders: ['0712'], artillery: [] });
    expect(g.actingSide).toBe('egyptian');
    play({ type: 'support', artillery: ['eg-art-18'] }, [2]);
    expect(g.log.at(-1)!.text).toMatch(/1-1, die 2: -/);
    end();
    end(); // the second movement phase: the brigades hold on
    expect([g.turn, g.phasingSide, g.phase]).toEqual([2, 'egyptian', 'air']);
    expect(g.unit('eg-136-mech').steps).toBe(2);
    expect(g.victoryPoints().total).toEqual({ egyptian: 0, israeli: 0 });
  });

  it('GT 2: the bridgeheads hold; Sharon and Adan arrive; the record replays to the same position', async () => {
    const { g, play, end } = await opening();
    end();
    play({ type: 'move', unit: 'il-14-armd', hex: '0816' });
    end();
    end();
    end();
    end();
    // GT 2, Egyptian player-turn (8 October): the infantry digs in within its bridgeheads (B-H.1 stops it at the ZOC)
    end(); // air
    play({ type: 'move', unit: 'eg-2div-inf-2', hex: '0716' });
    expect(g.zocOf('0716')).toContain('israeli');
    end();
    end();
    end();
    // GT 2, Israeli player-turn: the reserve divisions enter on the east edge (B-B), in column (B-G.3)
    end(); // air
    expect(g.phase).toBe('movement-1');
    play({ type: 'move', unit: 'il-421-armd', hex: '1318' }); // Sharon's 143rd Division to Tasa
    play({ type: 'move', unit: 'il-600-armd', hex: '1418' });
    play({ type: 'move', unit: 'il-mech-162', hex: '1108' }); // Adan's 162nd from the north, at Baluza
    expect(g.unit('il-421-armd')).toMatchObject({ hex: '1318', location: 'map' });
    expect(g.log.find((e) => e.text.includes('421st Armoured Bde enters'))!.text).toContain('column');
    end();
    end();
    end();
    end();
    expect([g.turn, g.phasingSide]).toEqual([3, 'egyptian']);
    const replayed = await Game.fromRecord(g.toRecord());
    expect(replayed.position()).toEqual(g.position());
  });
});
