// What the element says of the computer's play (the summary of its turn, the note under the chances bar): their body
// (ai-notes-body.ts) loads once a side is the computer's or the chances are shown, before the update that draws
// them (yom-kippur.ts `loadGameParts`); a game between people without the chances shows none of it.
import type { CSSResult } from 'lit';
import type { Game } from '../../src/games/yom-kippur/index.js';
import type { LogLine } from '../hexmap/hex-game.js';
import { onFirstUse } from '../hexmap/on-first-use.js';
import { resultOf } from './results.js';
import type { Text } from './text.js';

const body = onFirstUse(() => import('./ai-notes-body.js'));

/** Loads the body when a game's side is the computer's or its chances are shown (`computer`); null when there is nothing to wait for. */
export const loadAiNotes = (computer: boolean): Promise<unknown> | null => (computer ? body.load() : null);

/** The computer's turn in a sentence (ai-notes-body.ts). */
export const turnSummary = (g: Game, t: Text, lines: readonly LogLine[]): string =>
  body.module?.turnSummary(g, t, lines, (e) => resultOf(g, t, e)) ?? '';

/** What the chances bar's figures are. */
export const chancesAre = (t: Text): string => body.module?.chancesAre(t) ?? '';

/** The body's stylesheet (the chances bar's colours), once it has loaded. */
export const aiNotesStyles = (): CSSResult | undefined => body.module?.styles;
