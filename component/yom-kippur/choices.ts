// What the reader may choose on the map now, read from the game's legal
// actions (and, in movement, its reachable hexes): where a selected unit can
// go, which hexes can be attacked and by whom, which hexes can be bombed.
// The element's input and its map marks both ask here; no rule is decided.
import type { Action, Game, HexId } from '../../src/games/yom-kippur/index.js';
import { phaseKind, type AttackDraft } from './view.js';

/** Actions that name a unit and the hex it goes to: taken by a click on the hex. */
export const hexOf = (a: Action): HexId | undefined => ('hex' in a ? a.hex : undefined);
export const unitOf = (a: Action): string | null | undefined => ('unit' in a ? a.unit : undefined);

/** The hexes a click sends unit `id` to, each with its action. */
export function hexActions(g: Game, legal: readonly Action[], id: string): Map<HexId, Action> {
  if (phaseKind(g) === 'movement' && !g.pending)
    return new Map([...g.reachable(id).keys()].map((hex) => [hex, { type: 'move', unit: id, hex }]));
  const out = new Map<HexId, Action>();
  for (const a of legal) {
    const hex = hexOf(a);
    if (hex && unitOf(a) === id && !out.has(hex)) out.set(hex, a);
  }
  return out;
}

/** B-I: the hexes attacks may be made on, and the units that may make them (on the defenders drafted, if any). */
export function attackChoices(
  legal: readonly Action[],
  draft: AttackDraft,
): { targets: Set<HexId>; attackers: Set<string> } {
  const attacks = legal.filter((a) => a.type === 'attack');
  const onDraft = attacks.filter(
    (a) => draft.defenders.length === 0 || a.defenders.some((h) => draft.defenders.includes(h)),
  );
  return {
    targets: new Set(attacks.flatMap((a) => a.defenders)),
    attackers: new Set(onDraft.flatMap((a) => a.attackers)),
  };
}

/** B-N.1: the hexes holding a target of the phasing side's aircraft in the bombing step. */
export function bombTargets(g: Game, legal: readonly Action[]): Set<HexId> {
  if (g.pending) return new Set();
  return new Set(legal.flatMap((a) => (a.type === 'bomb' ? [g.unit(a.target).hex].filter((h) => h !== null) : [])));
}
