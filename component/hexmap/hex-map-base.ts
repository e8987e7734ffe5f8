// The life of an element's game, for any hex wargame: its attributes, where
// the game comes from (record, position, share link, autosave, a new game),
// its events dispatched as the element's, the computer players, replays and
// reviews, import, export, new game, and the live announcer. HexMapElement
// (hex-map-element.ts) adds the board, the input and the chrome.
import type { Listener } from './events.js';
import { LitElement, type PropertyValues } from 'lit';
import { RulesError } from '../../src/engine/rules-error.js';
import type { MapStyle } from './map-layer.js';
import type { SideLook } from './counter.js';
import type { Legend } from './export/picture.js';
import { ComputerController } from './computer-controller.js';
import { openGame } from './game-source.js';
import { forget, linkTo, save } from './persistence.js';
import type { Replay } from './replay.js';
import { loadReplaying, replayingLoaded } from './review.js';
import type { ReviewController } from './review-controller.js';
import type { AiPlayer, GameKit, HexGame, LogLine, MapUnit } from './hex-game.js';
import { fill, hexmapText, loadHexmapText, type HexmapText } from './text.js';
import { inheritedLang, onUnlessFalse, orDefault } from './attribute-values.js';
import type { OnlineSession } from './online-session.js';

/** What a game's element gives the generic one. */
export interface HexMapConfig<G extends HexGame> {
  kit: GameKit<G>;
  /** The game's name for people: an embedded board's title (default: the tag name). */
  name?: string;
  style: MapStyle;
  /** Counter shapes per side id. */
  sides: Readonly<Record<string, SideLook>>;
  /** The game's events the element dispatches as its own (`over` is dispatched as `gameover`). */
  events: readonly string[];
  /** The counters as drawn, when they differ from the game's `units()` (a short designation, the reduced face). */
  units?(game: G): MapUnit[];
  /** The legend under an image (`el.toSVG({ legend: true })`): the game's look's (component/<game>/picture.ts). */
  legend?(game: G, lang: string): Legend;
}

// M: the element's own events (component/<game>/events.ts), typed on addEventListener beside the DOM's
/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-unused-vars -- G and M are the class's, named alike for the merge */
export interface HexMapBase<G extends HexGame, M = object> {
  addEventListener<K extends keyof M>(
    type: K,
    listener: Listener<this, M[K]>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: Listener<this, HTMLElementEventMap[K]>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof M>(
    type: K,
    listener: Listener<this, M[K]>,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: Listener<this, HTMLElementEventMap[K]>,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

export abstract class HexMapBase<G extends HexGame, M = object> extends LitElement {
  /* eslint-enable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-unused-vars */
  static override properties = {
    // an element without `lang` speaks its nearest ancestor's (connectedCallback), English by default
    lang: { converter: orDefault('') },
    readonly: { type: Boolean, reflect: true },
    position: {},
    record: {},
    ply: { type: Number },
    seed: { type: Number },
    ai: { reflect: true },
    level: { reflect: true, converter: orDefault('normal') },
    autosave: { type: Boolean },
    hexNumbers: { attribute: 'hex-numbers', reflect: true, converter: onUnlessFalse },
    highlights: {},
    arrows: {},
    view: {},
    evaluation: { type: Boolean, reflect: true },
    aiPlayer: { attribute: false },
    aiWorker: { attribute: 'ai-worker' },
    embedPage: { attribute: 'embed-page', converter: orDefault('embed.html') },
    server: {},
    table: {},
    token: {},
  };

  declare lang: string;
  declare readonly: boolean;
  declare position: string | null;
  declare record: string | null;
  /** The step a record's replay opens at (0, the start, by default). */
  declare ply: number | undefined;
  declare seed: number | undefined;
  declare ai: string | null;
  declare level: string;
  declare autosave: boolean;
  declare hexNumbers: boolean;
  declare highlights: string | null;
  declare arrows: string | null;
  /** Two corner hexes ("0207 0714") to show only that part of the map, for diagrams. */
  declare view: string | null;
  /** Shows the first side's estimated chance of winning as a bar. */
  declare evaluation: boolean;
  declare aiPlayer: AiPlayer<G> | null;
  /** The worker script the built-in computer player searches in. Empty: search in the page. */
  declare aiWorker: string | null;
  /** The site's embed page, which the share menu's iframe code shows (default: embed.html beside the page). */
  declare embedPage: string;
  /** An online server's address: with `table`, the element plays that table (docs/online.md). */
  declare server: string | null;
  /** The table's id on `server`. */
  declare table: string | null;
  /** A seat's token: the reader commands that seat; none: the element watches. */
  declare token: string | null;

  /** The live game (null until `ready` resolves; in a replay or a review, the position shown). */
  game: G | null = null;
  /** Resolves once the engine has loaded and the first game is set up. */
  readonly ready: Promise<void>;
  #resolveReady!: () => void;
  #setupVersion = 0;
  #settingUp = false;
  /** What the live region says. */
  protected announcement = '';
  protected readonly config: HexMapConfig<G>;
  /** Why the reader's last try was refused, shown in the bar ('' if none). */
  protected error = '';
  /** Why the last import failed ('' if it did not), shown beside the import box. */
  protected importError = '';
  protected readonly computer: ComputerController<G>;
  /** The replay of a record, or the review of the game played (review-controller.ts): made on the first of them. */
  protected reviewing: ReviewController<G> | null = null;
  /**
   * The table of an online server the element plays (`server` and `table`), or null: what plays it
   * (online-session.ts) and the client load when the element joins one, so a page that never plays online loads neither.
   */
  protected online: OnlineSession<G> | null = null;
  /** The game's events are held back (an online try, taken back). */
  #quiet = false;

  constructor(config: HexMapConfig<G>) {
    super();
    this.config = config;
    this.computer = new ComputerController(this, config.kit, {
      replaying: () => this.replay !== null,
      onError: (m) => (this.error = m),
    });
    this.lang = 'en';
    this.readonly = false;
    this.position = null;
    this.record = null;
    this.ply = undefined;
    this.seed = undefined;
    this.ai = null;
    this.level = 'normal';
    this.autosave = false;
    this.hexNumbers = true;
    this.highlights = null;
    this.arrows = null;
    this.view = null;
    this.evaluation = false;
    this.aiPlayer = null;
    this.aiWorker = null;
    this.embedPage = 'embed.html';
    this.server = null;
    this.table = null;
    this.token = null;
    this.ready = new Promise((resolve) => (this.#resolveReady = resolve));
  }

  /** Watches the page's `lang` attributes while the element has none of its own. */
  #langWatch: MutationObserver | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.#followLang();
    this.#langWatch = new MutationObserver(() => this.#followLang());
    this.#langWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#leaveTable();
    this.#langWatch?.disconnect();
    this.#langWatch = null;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang' && value === null) this.#followLang();
  }

  /** Without a `lang` of its own, the element speaks the nearest ancestor's (English when none says). */
  #followLang(): void {
    if (!this.hasAttribute('lang')) this.lang = inheritedLang(this) || 'en';
  }

  /** The record being replayed or the game being reviewed, if any. */
  protected get replay(): Replay<G> | null {
    return this.reviewing?.replay ?? null;
  }

  /** The generic controls' words in the element's language. */
  protected get words(): HexmapText {
    return hexmapText(this.lang);
  }

  /** Loads the element's words in `lang` (a game's element adds its own); null when they are there. */
  protected loadLanguage(lang: string): Promise<unknown> | null {
    return loadHexmapText(lang);
  }

  /** In a language whose words load on first use (hexmap/text.ts), the element draws once they have. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const loading = this.loadLanguage(this.lang);
    return loading ? loading.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  /** The message shown when the autosave could not be read. */
  protected abstract get saveLostMessage(): string;
  /** A new game is shown: the element lays out its map and forgets the reader's selection. */
  protected abstract adopted(game: G): void;
  /** A log line in the element's language ('' when it says nothing). */
  protected abstract logText(game: G, line: LogLine): string;

  protected override willUpdate(changed: PropertyValues): void {
    if (
      ['position', 'record', 'seed', 'server', 'table', 'token'].some((p) => changed.has(p)) ||
      (!this.game && !this.#settingUp)
    )
      void this.#setup();
    else if (changed.has('ai') || changed.has('level')) void this.computer.play();
  }

  /** (Re)builds the game from `record`, `position`, a share link, the autosave or the standard setup (game-source.ts). */
  async #setup(): Promise<void> {
    const version = ++this.#setupVersion;
    this.#settingUp = true;
    this.reviewing?.open(null);
    this.error = '';
    if (this.server && this.table) return this.#setupOnline(version, this.server, this.table);
    this.#leaveTable();
    let opened: Awaited<ReturnType<typeof openGame<G>>>;
    try {
      opened = await openGame(this.config.kit, {
        record: this.record,
        ply: this.ply,
        position: this.position,
        seed: this.seed,
        id: this.id,
        autosave: this.autosave,
        hash: location.hash,
      });
    } catch (e) {
      // nothing could be opened, not even the standard set-up: said, and `ready` settles all the same
      if (version !== this.#setupVersion) return;
      this.#settingUp = false;
      this.error = (e as Error).message;
      this.#sayError();
      this.#resolveReady();
      return;
    }
    if (version !== this.#setupVersion) return; // a newer setup started meanwhile
    this.#settingUp = false;
    // a replay was made through replaying.ts (game-source.ts): it has loaded
    if (opened.replay) this.#reviewer(replayingLoaded()).open(opened.replay);
    else this.reviewing?.open(null);
    this.error = opened.saveLost ? this.saveLostMessage : opened.error;
    this.#adopt(opened.game);
    if (this.error) this.#sayError();
    this.#resolveReady();
    this.emit('ready', { game: opened.game });
  }

  /** The table's game; a returning reader reviews from the first action not seen yet (before `ready`). */
  async #setupOnline(version: number, server: string, table: string): Promise<void> {
    this.#leaveTable();
    try {
      const { OnlineSession } = await import('./online-session.js');
      const host = {
        liveGame: () => this.liveGame,
        reviewing: () => !!this.reviewing?.live,
        adoptGame: (g: G) => this.#adopt(g),
        quiet: (on: boolean) => (this.#quiet = on),
        showError: (m: string) => {
          this.error = m;
          this.announce(m);
          this.requestUpdate();
        },
        words: () => this.words,
        sideName: (side: string) => this.onlineSideName(side),
      };
      this.online = await OnlineSession.join(this, host, this.config.kit, server, table, this.token);
    } catch (e) {
      if (version !== this.#setupVersion) return;
      this.#settingUp = false;
      this.error = (e as Error).message;
      this.requestUpdate();
      return;
    }
    if (version !== this.#setupVersion) return this.#leaveTable();
    this.#settingUp = false;
    this.ai = null; // the seats are people's (or their programs') at the table
    const online = this.online!;
    const game = online.game();
    const unseen = online.unseenFrom;
    this.#adopt(game);
    if (unseen !== null) await this.review(unseen - 1);
    else online.seenAll();
    this.#resolveReady();
    this.emit('ready', { game });
  }

  /** Leaves the table played, if any (a new source, or the element left the page). */
  #leaveTable(): void {
    this.online?.close();
    this.online = null;
  }

  /** A side's name in the bar (the game's element names sides in its language). */
  protected onlineSideName(side: string): string {
    return side;
  }

  /** An `error` event with the message shown: it does not bubble, so a page's window never takes it for an uncaught error. */
  #sayError(): void {
    this.dispatchEvent(new CustomEvent('error', { detail: { message: this.error } }));
  }

  #adopt(game: G): void {
    this.game = game;
    this.adopted(game);
    for (const type of this.config.events)
      game.addEventListener(type, (e) => this.#onGameEvent(type, (e as CustomEvent).detail));
    game.addEventListener('over', (e) => this.#onGameEvent('gameover', (e as CustomEvent).detail));
    game.addEventListener('change', (e) => this.#changed((e as CustomEvent<{ undo?: true }>).detail, game));
    this.requestUpdate();
    void this.computer.play();
    this.#emitChange('game', game);
  }

  /** The generic `change` event (events.ts, ChangeDetail): the action and the events it made, read from the game. */
  #emitChange(cause: 'action' | 'undo' | 'game', g: G): void {
    if (this.#quiet) return;
    const last = g.history.length - 1;
    const action = cause === 'action' ? (g.actions.at(-1) ?? null) : null;
    const events = cause === 'action' ? g.log.filter((l) => l.step === last).map((l) => l.event) : [];
    this.emit('change', { cause, action, events });
  }

  /** The element's replay and review controller, made with the module that replays (loaded). */
  #reviewer({ ReviewController }: Awaited<ReturnType<typeof loadReplaying>>): ReviewController<G> {
    return (this.reviewing ??= new ReviewController(this, this.config.kit, (g) => (this.game = g)));
  }

  /** The game being played, even while an earlier moment of it is reviewed. */
  protected get liveGame(): G | null {
    return this.reviewing?.live ?? this.game;
  }

  /** A link that restores this game: the page's address with the record in its fragment. */
  shareLink(): string {
    const g = this.liveGame;
    return g ? linkTo(this.config.kit, this.id, g, location.href) : location.href;
  }

  /** The current game as a record, for export or sharing. */
  exportRecord(): string {
    return this.liveGame?.toRecord() ?? '';
  }

  /** Replaces the game with one replayed from a record (import); an error shows beside the import box. */
  async importRecord(text: string): Promise<void> {
    if (this.online) return; // the table's game is the server's
    try {
      const game = await this.config.kit.fromRecord(text);
      this.reviewing?.open(null);
      this.#adopt(game);
      this.importError = '';
      this.error = '';
      this.announce(this.words.loaded);
      this.#changed();
    } catch (e) {
      // the engine's message is English: another language says which line it refused
      const why = (e as Error).message;
      const line = /\bline (\d+)/.exec(why)?.[1];
      this.importError = fill(line ? this.words.importFailedAt : this.words.importFailed, { why, line: line ?? '' });
      this.requestUpdate();
      // the error shows under the import box, which may end at the bottom of the window: bring it into sight
      await this.updateComplete;
      this.shadowRoot?.querySelector('[part=share] .error')?.scrollIntoView({ block: 'nearest' });
    }
  }

  /** Starts a new game: the same position (or the standard set-up) with new dice; the autosave is replaced. */
  async newGame(): Promise<void> {
    if (this.online) return; // the table's game is the server's
    const kit = this.config.kit;
    forget(kit, this.id);
    const seed = Math.floor(Math.random() * 2 ** 32);
    const game = await kit.create(this.position ? { seed, position: this.position } : { seed });
    this.reviewing?.open(null);
    this.error = '';
    this.#adopt(game);
    this.#changed();
  }

  /** Shows the moment after an action (its index in `history`; -1: the start) of the game played or replayed, until `endReview()`. */
  async review(afterStep: number): Promise<void> {
    await this.#reviewer(await loadReplaying()).review(this.replay ? null : this.game, afterStep);
  }

  /** Back from a review to the game being played. */
  endReview(): void {
    const live = this.reviewing?.end();
    if (live) this.game = live;
    this.online?.seenAll();
    this.requestUpdate();
    void this.computer.play();
  }

  /** Goes to a step of the record being replayed or the game being reviewed (0 = the start). */
  goTo(index: number): void {
    this.reviewing?.goTo(index);
  }

  /** The game changed: by an action or an undo (the game's `change` event, its detail), or a game set (none). */
  #changed(detail?: { undo?: true }, game?: G): void {
    if (this.#quiet) return;
    if (this.autosave && this.game && !this.replay && !this.online) save(this.config.kit, this.id, this.game);
    this.requestUpdate();
    void this.computer.play();
    if (detail && game) this.#emitChange(detail.undo ? 'undo' : 'action', game);
  }

  #onGameEvent(type: string, detail: { type: string; phase?: string }): void {
    if (this.#quiet) return;
    const g = this.game;
    const line = g?.log.at(-1);
    if (g && line && (detail.type !== 'phase' || detail.phase !== 'over')) this.announce(this.logText(g, line));
    this.emit(type, detail);
  }

  /** Dispatches an event from the element (bubbling, composed); false if a listener cancelled it. */
  protected emit(type: string, detail: unknown, cancelable = false): boolean {
    return this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
  }

  /** Says a text in the live region (screen readers read it out). */
  protected announce(text: string): void {
    this.announcement = text;
  }

  /** Runs an action of the reader's; a RulesError shows and is announced. */
  protected try(fn: () => void): void {
    try {
      if (this.online) this.online.attempt(fn);
      else fn();
      this.error = '';
    } catch (e) {
      this.error = e instanceof RulesError ? this.explain(e) : String(e);
      this.announce(this.error);
    }
    this.requestUpdate();
  }

  /** A refusal in the element's language (the engine's English and its rule by default). */
  protected explain(e: RulesError): string {
    // a message that cites its case already is not cited twice ("(B-P) (B-P)")
    return e.rule && !e.message.includes(`(${e.rule}`) ? `${e.message} (${e.rule})` : e.message;
  }

  /** Whether input is the reader's now (not a diagram, a replay, or the computer's decision). */
  protected get takesInput(): boolean {
    const g = this.game;
    return (
      !!g &&
      !this.readonly &&
      !this.replay &&
      !this.computer.thinking &&
      !g.isOver &&
      !this.computer.hasTheDecision &&
      (!this.online || this.online.hasTheDecision)
    );
  }
}
