// The DOM events of every game's element, typed for page scripts and
// frameworks. Each game's element puts its events' details in `HexMapEvents`
// under its tag name (component/<game>/events.ts); `HTMLElementEventMap`
// then knows every event name any loaded element fires, its detail the
// union of the games' that fire it (an element's own `addEventListener`
// overloads narrow it to that game's). Names the DOM already gives a type
// (error, change, drop…) keep the DOM's in `HTMLElementEventMap`.
export {};

declare global {
  /** Each element's events' details by tag name: `HexMapEvents['my-game'] = { move: { unit: string } }`. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HexMapEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends HexMapEventMap {}
}

type EventName = { [G in keyof HexMapEvents]: keyof HexMapEvents[G] }[keyof HexMapEvents];
type DetailOf<K extends PropertyKey> = {
  [G in keyof HexMapEvents]: K extends keyof HexMapEvents[G] ? HexMapEvents[G][K] : never;
}[keyof HexMapEvents];

/** Every event name an element fires that the DOM does not type already, with its detail. */
export type HexMapEventMap = {
  [K in Exclude<EventName, keyof GlobalEventHandlersEventMap | keyof ElementEventMap>]: CustomEvent<DetailOf<K>>;
};

/**
 * The `change` event's detail, on every game's element: fired after an action is applied or undone, and
 * after a game is set (a position or record given, an import, a new game, an online table).
 */
export interface ChangeDetail<A = unknown, E = { type: string }> {
  /** What changed the game: an action applied, the last one undone, or a game set. */
  cause: 'action' | 'undo' | 'game';
  /** The action applied (cause 'action'), else null. */
  action: A | null;
  /** The events the action made, in order (empty unless cause is 'action'). */
  events: E[];
}

/** An element's events as `CustomEvent`s, from their details. */
export type EventMapOf<D> = { [K in keyof D]: CustomEvent<D[K]> };

/** A listener of an element's event (the element's own `addEventListener` overloads, component/<game>/<game>.ts). */
export type Listener<E, V> = (this: E, ev: V) => unknown;

/** The attributes and properties a page sets on any game's element, for framework typings (React's JSX, Vue, Svelte). */
export interface HexMapProps {
  lang?: string;
  readonly?: boolean;
  position?: string | null;
  record?: string | null;
  ply?: number;
  seed?: number;
  ai?: string | null;
  level?: string;
  autosave?: boolean;
  hexNumbers?: boolean;
  'hex-numbers'?: boolean | 'false';
  highlights?: string | null;
  arrows?: string | null;
  view?: string | null;
  evaluation?: boolean;
  aiWorker?: string | null;
  'ai-worker'?: string;
  embedPage?: string;
  'embed-page'?: string;
  server?: string | null;
  table?: string | null;
  token?: string | null;
}

/** An element's events as listener props, `on` and the event's name (React 19 listens to `onmove` as `move`). */
export type EventProps<M> = { [K in keyof M & string as `on${K}`]?: (event: M[K]) => void };
