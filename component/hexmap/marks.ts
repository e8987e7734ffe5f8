// The last action, marked on the board (in play, in a review and in a
// replay): where units came from and went, the attack and its die and
// result. The game's element says what its events mean; this draws them.
import { svg, nothing, type SVGTemplateResult } from 'lit';
import type { HexId } from '../../src/engine/hex-id.js';
import { points, type Layout } from './geometry.js';

export interface ActionMarks {
  /** Moves: from → to (a unit entering from off the map has no arrow, only its hex). */
  moves: [HexId, HexId][];
  /** Attacks: attacker → defender. */
  attacks: [HexId, HexId][];
  /** Hexes ringed as the action's (where a unit entered, was eliminated…). */
  hexes: HexId[];
  /** A short text on the map, over the hex it tells of: the die and the result of a combat on the defender. */
  badge: { hex: HexId; text: string; title: string } | null;
}

export const noMarks: ActionMarks = { moves: [], attacks: [], hexes: [], badge: null };

/** The log lines of the last action (one action may log several events): what its marks show. */
export function lastStepLines<L extends { step: number }>(log: readonly L[]): L[] {
  const last = log.at(-1);
  return last ? log.filter((l) => l.step === last.step) : [];
}

/** The marks in the highlights layer: dashed rings, arrows, the badge. */
export function marksLayer(marks: ActionMarks, layout: Layout): SVGTemplateResult {
  const c = layout.centre;
  const arrow = ([a, b]: [HexId, HexId], cls: string) => {
    const [x1, y1] = c(a),
      [x2, y2] = c(b);
    // stop short of the centre so the head does not hide the counter's values
    const k = 14 / Math.max(1, Math.hypot(x2 - x1, y2 - y1));
    return svg`<line class=${cls} x1=${x1} y1=${y1} x2=${x2 - (x2 - x1) * k} y2=${y2 - (y2 - y1) * k}></line>`;
  };
  const badge = marks.badge;
  return svg`<g class="last-action" data-marks="last-action">
    ${marks.hexes.map((h) => svg`<polygon class="last-hex" points=${points(layout.corners(h))}></polygon>`)}
    ${marks.moves.map((m) => arrow(m, 'last-move'))}
    ${marks.attacks.map((m) => arrow(m, 'last-attack'))}
    ${
      badge
        ? svg`<g class="result-badge" transform=${`translate(${c(badge.hex)[0]} ${c(badge.hex)[1] - 24})`}>
            <title>${badge.title}</title>
            <rect x=${-(badge.text.length * 3.6 + 6)} y="-9" width=${badge.text.length * 7.2 + 12} height="16" rx="8"></rect>
            <text y="3.5" text-anchor="middle">${badge.text}</text></g>`
        : nothing
    }
  </g>`;
}
