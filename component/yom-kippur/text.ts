// The words of Yom Kippur the element shows, in the reader's language:
// English (text-en.ts) or French (text-fr.ts). The generic controls' words
// are hexmap/text.ts.
import { en, type Text } from './text-en.js';
import { fr } from './text-fr.js';

export type { Text };
export type Lang = 'en' | 'fr';

export function textFor(lang: string): Text {
  return lang.toLowerCase().startsWith('fr') ? fr : en;
}
