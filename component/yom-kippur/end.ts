// A game's end in words (B-R): their body (end-body.ts) loads once the game is over, before the update that draws
// it (yom-kippur.ts `loadGameParts`); a game that is not over shows none of them.
import type { Game, GameEvent } from '../../src/games/yom-kippur/index.js';
import { onFirstUse } from '../hexmap/on-first-use.js';
import type { Text } from './text.js';

const body = onFirstUse(() => import('./end-body.js'));

/** Loads the body once the game is over (a game given over: a record, a position); null when there is nothing to wait for. */
export const loadEnd = (g: Game | null): Promise<unknown> | null => (g?.isOver ? body.load() : null);

/** The winner of the game in words ("Egyptian victory", "A draw"). */
export const endResult = (g: Game, t: Text): string => body.module?.result(t, g.winningSide) ?? '';

/** The end-of-game box's title and text. */
export const gameOverText = (g: Game, t: Text): { title: string; text: string } =>
  body.module?.gameOverText(g, t) ?? { title: '', text: '' };

/** The standing prompt once the game is over. */
export const promptOver = (t: Text): string => body.module?.promptOver(t) ?? '';

/** The log's line of the game's end. */
export const overLogText = (t: Text, e: Extract<GameEvent, { type: 'over' }>): string | null =>
  body.module?.overLogText(t, e) ?? null;
