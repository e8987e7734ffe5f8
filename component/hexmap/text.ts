// The words of the generic controls (the bar, replay, sharing, zoom, stacks,
// the log, the charts, the end-of-game box, the evaluation bar), in English
// and French (text-en.ts, text-fr.ts). A game's element adds its own.
import { en, type HexmapText } from './text-en.js';

export type { HexmapText };

/**
 * A text's dictionaries by language: English at once, the others loaded on first use, so that an app ships
 * a language only to the pages that speak it (beside a single file, in a file of its own: vite.lib.config.ts). `get`
 * answers at once, in English until the language has loaded (or when it failed to load); `load` loads it
 * and is null when there is nothing to wait for. The element draws once its language has loaded
 * (hex-map-base.ts); the tools load every language first (tools/games.ts).
 */
export function dictionaries<T>(en: T, others: Record<string, () => Promise<T>>) {
  const loaded: Record<string, T> = { en };
  const code = (lang: string | null | undefined) => (lang || 'en').slice(0, 2).toLowerCase();
  return {
    get: (lang: string | null | undefined): T => loaded[code(lang)] ?? en,
    load(lang: string | null | undefined): Promise<void> | null {
      const c = code(lang);
      const load = others[c];
      if (loaded[c] || !load) return null;
      return load().then(
        (words) => void (loaded[c] = words),
        () => undefined, // a language that cannot load: English
      );
    },
  };
}

const words = dictionaries(en, { fr: () => import('./text-fr.js').then((m) => m.fr) });

/** The generic words in a language ('en' when the language is not known or not loaded yet). */
export const hexmapText = words.get;
/** Loads the generic words of a language (null: nothing to wait for). */
export const loadHexmapText = words.load;

/** Fills {name} slots. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}
