// The standing prompt of Across Suez: what the reader does next, from the
// decision the engine waits for, the phase and the selection.
import { fill } from '../hexmap/text.js';
import { refusal } from './refusals.js';
import { columnName, nameOf, points, pct, signed, type AsView } from './view.js';

export function promptFor(v: AsView): string {
  const { game: g, t } = v;
  const p = g.pending;
  const name = (id: string) => nameOf(t, g.unit(id));
  if (p) {
    const side = t[p.side];
    if (p.kind === 'retreat') return fill(t.promptRetreat, { side, unit: p.units.map(name).join(', ') });
    if (p.kind === 'advance') return fill(t.promptAdvance, { side, units: p.units.map(name).join(', ') });
    return fill(t.promptExchange, { side, n: p.options.strength });
  }
  if (g.phase === 'movement') {
    if (v.selected) {
      const cost = g.crossingCost(v.selected);
      const mp = points(g.movementLeft(v.selected), t);
      if (cost !== null) return fill(t.promptHexCross, { unit: name(v.selected), mp, cost: points(cost, t) });
      // 11.1, 11.2: a unit that could reach the canal but may not cross says why
      const why = g.whyCannotCross(v.selected);
      const told = why && (why.code === 'crossing-limit' || why.code === 'not-enough-points');
      const prompt = fill(t.promptHex, { unit: name(v.selected), mp });
      return told ? `${prompt} ${fill(t.cannotCross, { why: refusal(why, v.lang, name(v.selected)) })}` : prompt;
    }
    const movable = g.units().filter((u) => u.side === g.side && g.canMove(u.id)).length;
    return movable ? fill(t.promptMove, { n: movable }) : t.promptNoMove;
  }
  if (g.phase !== 'combat') return '';
  if (v.selected && (g.targets().includes(v.selected) || g.bombardTargets().includes(v.selected))) {
    const b = g.data.scenario.bombardment;
    const bombard = g.bombardTargets().includes(v.selected)
      ? fill(t.promptBombard, { unit: name(v.selected), p: pct(b.eliminatedOn.length / g.rules.descriptor.die.faces) })
      : '';
    if (!g.targets().includes(v.selected)) return bombard;
    const odds = v.attackers.length ? g.combatOdds(v.attackers, v.selected, { artillery: v.artillery }) : null;
    const attack = odds
      ? fill(t.promptAttack, {
          unit: name(v.selected),
          d: signed(odds.differential),
          col: columnName(odds.columnLabel, t),
        })
      : fill(t.promptAttackers, { unit: name(v.selected) });
    return bombard ? `${bombard} ${attack}` : attack;
  }
  if (g.targets().length === 0 && g.bombardTargets().length === 0) return t.promptNoTarget;
  return g.bombardTargets().length > 0 ? t.promptBombardFirst : t.promptTarget;
}
