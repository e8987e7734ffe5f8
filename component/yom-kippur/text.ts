// The words of Yom Kippur the element shows, in the reader's language:
// English (text-en.ts) or French (text-fr.ts, loaded on first use:
// hexmap/text.ts's dictionaries). The generic controls' words are hexmap/text.ts.
import { dictionaries, fill } from '../hexmap/text.js';
import { en, type Text } from './text-en.js';
import { loadVpWords, readBack } from './vp-reason.js';

export type { Text };
export type Lang = 'en' | 'fr';

// French rewords the engine's English with the element's own slot reader and filler (reword.ts), the reader loaded
// with its words (vp-reason.ts)
const words = dictionaries(en, {
  fr: () =>
    Promise.all([import('./text-fr.js'), loadVpWords()]).then(([m]) => ({
      ...m.fr,
      reword: m.rewording(m.rewordWords, { fill, readBack }),
    })),
});

/** Yom Kippur's words in a language (English when it is not known or not loaded yet). */
export const textFor = (lang: string): Text => words.get(lang);
/** Loads Yom Kippur's words in a language (null: nothing to wait for). */
export const loadText = words.load;
