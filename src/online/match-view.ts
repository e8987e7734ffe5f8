// What the online layer reads of a game, in one place: the Match's public
// API (who decides, whether it is over, the last action's die), so that a
// change of its names is a change here only.
import type { AnyMatch } from '../engine/registry.js';

/** The side that must decide now, or null once the game is over. */
export function decidingSide(game: AnyMatch): string | null {
  return game.actingSide;
}

export function isOver(game: AnyMatch): boolean {
  return game.isOver;
}

/** The sides' ids, in seat order. */
export function sidesOf(game: AnyMatch): string[] {
  return game.rules.descriptor.sides.map((s: { id: string }) => s.id);
}

/** The die's faces. */
export function dieFaces(game: AnyMatch): number {
  return game.rules.descriptor.die.faces;
}

/** The last action as its record line and die. */
export function lastEntry(game: AnyMatch): { line: string; die?: number } {
  const h = game.history.at(-1)!;
  const line = h.die === undefined ? h.action : `${h.action} = ${h.die}${h.result ? ` ${h.result}` : ''}`;
  return { line, ...(h.die !== undefined && { die: h.die }) };
}

/** A record's header with its seed hidden: the dice are the server's, and every roll is written beside its action. */
export function publicHeader(header: string): string {
  return header.replace(/^seed \d+$/m, 'seed 0');
}

/** A record from its header and action lines. */
export function recordText(header: string, lines: string[]): string {
  return header.endsWith('\n') ? header + lines.map((l) => l + '\n').join('') : [header, ...lines].join('\n') + '\n';
}
