// Rule invariants that must hold after every action of any game: the fuzzer
// and the random-play tests check them. Each returns a list of violations.
import type { Game } from '../../src/games/across-suez/game.js';
import type { Action } from '../../src/games/across-suez/record.js';

export function violations(game: Game): string[] {
  const out: string[] = [];
  const units = game.units();
  const onMap = units.filter((u) => u.location === 'map');
  const seen = new Map<string, string>();
  for (const u of onMap) {
    if (!u.hex) out.push(`${u.id} on the map without a hex`);
    else if (seen.has(u.hex)) out.push(`4.4 ${u.id} and ${seen.get(u.hex)} share ${u.hex}`);
    else seen.set(u.hex, u.id);
    const t = u.hex ? game.terrainAt(u.hex) : null;
    if (t === null || t === 'swamp' || t === 'lake') out.push(`4.2 ${u.id} stands on ${t ?? 'no hex'}`);
  }
  for (const u of units) if (u.location !== 'map' && u.hex !== null) out.push(`${u.id} is ${u.location} but has a hex`);
  for (const u of units) if (u.location === 'crossed' && u.side !== 'israeli') out.push(`11.0 ${u.id} crossed`);
  const p = game.position();
  if (p.phase === 'movement') {
    for (const [id, spent] of Object.entries(p.spent ?? {})) {
      const u = game.unit(id);
      if (spent > Math.max(0, u.movement - (game.isNight ? 2 : 0)) * 2) out.push(`4.1 ${id} spent ${spent / 2} MP`);
    }
    if ((p.ferried ?? 0) > 2) out.push(`11.1 ${p.ferried} units ferried in one phase`);
  }
  if (game.phase === 'over' && game.winner === null) out.push('14.0 the game ended without a winner');
  return out;
}

/**
 * What one action may not do, judged from the position before it and the
 * game after it: attack twice (5.3), be attacked twice (5.4), retreat next
 * to the enemy it fought (6.3), move on after entering an enemy Zone of
 * Control (4.5).
 */
export function actionViolations(before: ReturnType<Game['position']>, action: Action, after: Game): string[] {
  const out: string[] = [];
  if (action.type === 'attack') {
    for (const a of action.attackers) if (before.attacked?.includes(a)) out.push(`5.3 ${a} attacked twice`);
    if (before.defended?.includes(action.defender)) out.push(`5.4 ${action.defender} attacked twice`);
  }
  if (action.type === 'retreat') {
    // 6.3: one hex away from the other side of the combat (the units that may advance after it)
    const hex = after.unit(action.unit).hex;
    for (const x of before.pending?.then?.units ?? []) {
      const there = after.unit(x).hex; // the other side stands still while this side retreats
      if (hex && there && after.distance(hex, there) <= 1) out.push(`6.3 ${action.unit} retreated next to ${x}`);
    }
  }
  if (action.type === 'move') {
    if (before.stopped?.includes(action.unit)) out.push(`4.5 ${action.unit} moved after a ZOC stopped it`);
    const u = after.unit(action.unit);
    const enemy = u.side === 'israeli' ? 'egyptian' : 'israeli';
    const p = after.position();
    if (u.hex && after.zocOf(u.hex).includes(enemy) && !p.stopped?.includes(u.id) && after.phase === 'movement')
      out.push(`4.5 ${u.id} entered enemy ZOC at ${u.hex} and was not stopped`);
  }
  return out;
}
