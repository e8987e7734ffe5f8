// The standing prompt of Yom Kippur: whose decision it is and what to do,
// from the decision the engine waits for, the phase and the reader's input
// ("Egyptian movement: move units or end the phase").
import { fill } from '../hexmap/text.js';
import { combatPrompt, isCombatDecision } from './combat-panel.js';
import { promptOver } from './end.js';
import { counterName, phaseKind, sideName, type YkView } from './view.js';

export function promptFor(v: YkView): string {
  const { game: g, t } = v;
  if (g.isOver) return promptOver(t);
  const p = g.pending;
  // the bombing's and a combat's decisions (B-M.3, B-L.2, B-I.3), the bombing step and the combat phase: combat-panel.ts
  if (isCombatDecision(p?.kind) || phaseKind(g) === 'combat' || phaseKind(g) === 'bombing') return combatPrompt(v);
  const side = sideName(t, g.phasingSide);
  const phase = t.phases[g.phase] ?? g.phase;
  const kind = phaseKind(g);
  const unit = v.selected ? g.unit(v.selected) : null;
  if (kind === 'movement') {
    if (unit && unit.side === g.phasingSide)
      return fill(t.promptMoveUnit, { side, phase, unit: counterName(t, unit), mp: unit.movement });
    return fill(t.promptMove, { side, phase });
  }
  if (kind === 'air') {
    // B-O: a para dropped or a commando flown; B-O.1: drops declared, to roll
    if (unit)
      return fill(unit.kind === 'ground' ? t.promptLandUnit : t.promptAirUnit, { side, unit: counterName(t, unit) });
    const declared = v.legal.some((a) => a.type === 'drop' && g.unit(a.unit).location === 'map');
    return fill(declared ? t.promptDropsDeclared : t.promptAir, { side });
  }
  return fill(t.promptSetup, { side });
}
