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
