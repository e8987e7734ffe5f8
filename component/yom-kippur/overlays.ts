// What Yom Kippur marks on the map for the decision under way: where the
// selected unit can go (with Movement Points and the path to the hovered
// hex), the hexes to attack or bomb, a retreat's or an advance's hexes, the
// SAM ranges when asked, and the SAMs that cover the aircraft the reader is
// looking at (B-M, B-N: the panel explains them, threat.ts).
import type { Action, Game, HexId, SamThreat } from '../../src/games/yom-kippur/index.js';
import type { MapOverlays } from '../hexmap/hex-map-element.js';
import { attackChoices, bombTargets, hexActions, hexOf } from './choices.js';
import { mpText, phaseKind, type AttackDraft } from './view.js';

export interface OverlayInput {
  game: Game;
  legal: readonly Action[];
  draft: AttackDraft;
  /** B-L.2: the attack the defender's artillery may answer, while that choice is due. */
  supported: AttackDraft | null;
  selected: string | null;
  bombHex: HexId | null;
  samRanges: boolean;
  threat: SamThreat | null;
}

/** B-M: the hexes within range of an active SAM battery (the game's own distance). */
function samRange(g: Game): HexId[] {
  const sams = g.sams().filter((s) => s.hex && s.active);
  return Object.keys(g.map.hexes).filter((h) => sams.some((s) => g.distance(s.hex!, h) <= s.range));
}

/**
 * The aircraft the reader is looking at and the hex to ask about: in the air phase the aircraft
 * selected and the highlighted hex under the pointer; else an aircraft over the hovered hex, the
 * aircraft selected, or in the bombing step the aircraft over the hex chosen.
 */
export function aircraftInView(
  g: Game,
  legal: readonly Action[],
  selected: string | null,
  hover: HexId | null,
  bombHex: HexId | null,
): { aircraft: string; hex?: HexId } | null {
  const placed = Object.values(g.air()).flatMap((a) => Object.entries(a.placed));
  const over = (hex: HexId | null) => placed.find(([, h]) => h === hex)?.[0];
  const flying = selected !== null && g.unit(selected).kind === 'aircraft';
  if (flying && hover && legal.some((a) => a.type === 'aircraft' && a.unit === selected && a.hex === hover))
    return { aircraft: selected, hex: hover };
  const id = over(hover) ?? (flying && placed.some(([a]) => a === selected) ? selected : over(bombHex));
  return id ? { aircraft: id } : null;
}

export function mapOverlays(v: OverlayInput, hover: HexId | null): MapOverlays {
  const { game: g, legal, draft } = v;
  const out: MapOverlays = { hexes: [], labels: [], path: [] };
  const mark = (hexes: Iterable<HexId>, cls: (h: HexId) => string) => {
    for (const h of hexes) out.hexes.push([h, cls(h)]);
  };
  if (v.samRanges) mark(samRange(g), () => 'sam-range');
  if (v.threat) {
    mark(
      v.threat.sams.map((s) => s.hex),
      () => 'sam-threat',
    );
    mark(
      (v.threat.cover ?? []).flatMap((id) => [g.unit(id).hex ?? []].flat()),
      () => 'sam-cover',
    );
  }
  const kind = phaseKind(g);
  const p = g.pending;
  if (p?.kind === 'support') {
    mark(v.supported?.defenders ?? [], () => 'choice'); // B-L.2: the hexes attacked, while their artillery may answer
  } else if (p?.kind === 'retreat' || p?.kind === 'advance') {
    mark(new Set(legal.flatMap((a) => [hexOf(a) ?? []].flat())), () => 'choice');
  } else if (!p && kind === 'combat') {
    mark(attackChoices(legal, draft).targets, (h) => (draft.defenders.includes(h) ? 'choice' : 'target'));
  } else if (!p && kind === 'bombing') {
    mark(bombTargets(g, legal), (h) => (h === v.bombHex ? 'choice' : 'target'));
  } else if (!p && v.selected) {
    mark(hexActions(g, legal, v.selected).keys(), () => 'reach');
    if (kind === 'movement') {
      const reach = g.reachable(v.selected);
      out.labels = [...reach].map(([h, mp]) => [h, mpText(mp)]);
      if (hover && reach.has(hover)) out.path = g.path(v.selected, hover);
    }
  }
  return out;
}
