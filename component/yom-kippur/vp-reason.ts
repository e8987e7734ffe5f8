// Why a side scores, in the reader's words (B-R, A-M). English's basic game shows the engine's own reasons
// (victory.ts); words that reword them (another language's, the advanced game's: the text's `vpWhy`) bring their
// reader (vp-words.ts, with the slot reader read-back.ts), which loads with them (text.ts) or before the update
// that draws them (yom-kippur.ts `loadGameParts`).
import type { Game } from '../../src/games/yom-kippur/index.js';
import { onFirstUse } from '../hexmap/on-first-use.js';
import type { Text } from './text-en.js';

const reader = onFirstUse(() => import('./vp-words.js'));

/** Loads the reader of the engine's reasons; null once it is here. */
export const loadVpWords = (): Promise<unknown> | null => reader.load();

/** A VP reason of the engine in the reader's words (vp-words.ts), once its reader has loaded; else as the engine wrote it. */
export const vpReason = (g: Game, t: Text, why: string): string => reader.module?.vpReason(g, t, why) ?? why;

/** The slots of `template` read back from `text` (read-back.ts), once loaded. */
export const readBack = (template: string, text: string): Record<string, string> | null =>
  reader.module?.readBack(template, text) ?? null;
