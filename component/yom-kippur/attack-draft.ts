// The attack the reader is gathering (hexes and units clicked in the combat phase), asked of the game as `apply`
// asks it: the attack a defender's artillery may answer, the odds shown, and why it may not be made.
import { RulesError, type Action, type Game, type OddsInfo } from '../../src/games/yom-kippur/index.js';
import { phaseKind, type AttackDraft } from './view.js';

export const noDraft = (): AttackDraft => ({ defenders: [], attackers: [], artillery: [] });

/** B-L.2: the attack the defender's artillery may answer — the attack just declared — while the choice is due. */
export function attackSupported(g: Game): AttackDraft | null {
  if (g.pending?.kind !== 'support') return null;
  const last = g.actions.at(-1) as Action | undefined;
  return last?.type === 'attack' ? last : null;
}

/** The odds of the attack gathered, or of the one the defender's artillery may answer (the draft is then its artillery). */
export function draftOdds(g: Game, draft: AttackDraft): OddsInfo | null {
  const answered = attackSupported(g);
  const d = answered ?? draft;
  if (!answered && (phaseKind(g) !== 'combat' || g.pending)) return null;
  if (!d.attackers.length || !d.defenders.length) return null;
  try {
    const defence = answered ? { defenceArtillery: draft.artillery } : {};
    return g.combatOdds(d.attackers, d.defenders, { artillery: d.artillery, ...defence });
  } catch (e) {
    if (e instanceof RulesError) return null;
    throw e;
  }
}

/** B-I.1, B-I.2…: why the attack gathered may not be made — the rules' own refusal, in the reader's words. */
export function draftRefusal(g: Game, d: AttackDraft, explain: (e: RulesError) => string): string | null {
  if (phaseKind(g) !== 'combat' || g.pending || !d.attackers.length || !d.defenders.length) return null;
  const why = g.whyCannotAttack(d.attackers, d.defenders, { artillery: d.artillery });
  return why && explain(why);
}
