// A module of the element's that loads on first use, before the update that first draws it (hex-map-element.ts
// `scheduleUpdate`): what a game may never show (the end-of-game box, the chart dialog) stays out of what a page
// loads at once.

export interface OnFirstUse<T> {
  /** The module, once loaded. */
  readonly module: T | null;
  /** Loads it; null once it is here (a file that cannot load is asked for again at the next update). */
  load(): Promise<unknown> | null;
}

export function onFirstUse<T>(load: () => Promise<T>): OnFirstUse<T> {
  let module: T | null = null;
  let loading: Promise<unknown> | null = null;
  return {
    get module() {
      return module;
    },
    load: () =>
      module
        ? null
        : (loading ??= load().then(
            (m) => (module = m),
            () => (loading = null),
          )),
  };
}

/** A game's chart bodies (its chart-bodies.ts), which load with their words when a chart first opens. */
export interface ChartBodies<B> {
  /** The bodies, once they and their words in the language asked for have loaded. */
  readonly bodies: B | null;
  /** Loads the bodies and their words in `lang`; null once they are here. */
  load(lang: string): Promise<unknown> | null;
  /** The words in another language, once the bodies have loaded (null: nothing to wait for). */
  loadWords(lang: string): Promise<unknown> | null;
}

/** The import stays in the game's file, so that its bodies are a file of their own. */
export function chartBodies<B extends { loadChartWords(lang: string): Promise<unknown> | null }>(
  load: () => Promise<B>,
): ChartBodies<B> {
  let bodies: B | null = null;
  return {
    get bodies() {
      return bodies;
    },
    load: (lang) =>
      bodies
        ? bodies.loadChartWords(lang)
        : load().then(async (m) => {
            await m.loadChartWords(lang);
            bodies = m;
          }),
    loadWords: (lang) => bodies?.loadChartWords(lang) ?? null,
  };
}
