// Every word of Across Suez the element shows, in English (text-en.ts) and French (text-fr.ts, loaded on
// first use: hexmap/text.ts's dictionaries); the generic controls' words are hexmap/text.ts.
import { dictionaries } from '../hexmap/text.js';
import { en, type Text } from './text-en.js';

export type { Text };
export type Lang = 'en' | 'fr';

const words = dictionaries(en, { fr: () => import('./text-fr.js').then((m) => m.fr) });

/** Across Suez's words in a language (English when it is not known or not loaded yet). */
export const textFor = (lang: string | null | undefined): Text => words.get(lang);
/** Loads Across Suez's words in a language (null: nothing to wait for). */
export const loadText = words.load;
