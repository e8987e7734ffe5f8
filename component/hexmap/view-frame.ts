// The frame a view (`view="0605 1020"`) must fit: as wide as the map's box,
// and as tall as the page's window leaves for the map (a diagram in an
// article, an embed's iframe) or, in a game, as the map's scroll box may
// grow. A view taller than its frame is widened to the frame's shape
// (diagram.ts, viewBox), so the whole view shows at once with the map
// around it, instead of its top part only.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface Frame {
  width: number;
  height: number;
}

export class ViewFrame implements ReactiveController {
  /** The frame measured at the last update (null before the map is drawn, or without a view). */
  size: Frame | null = null;
  #observer: ResizeObserver | null = null;
  readonly #measure = () => this.measure();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: {
      /** Whether a view is set (nothing is measured otherwise). */
      active(): boolean;
      /** The map's box. */
      box(): HTMLElement | null;
      /** A diagram: the window's height bounds the map, not the box's own limit. */
      diagram(): boolean;
    },
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.#observer = new ResizeObserver(this.#measure);
    this.#observer.observe(this.host);
    addEventListener('resize', this.#measure);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    removeEventListener('resize', this.#measure);
  }

  hostUpdated(): void {
    this.measure();
  }

  measure(): void {
    const box = this.options.box();
    if (!this.options.active() || !box?.clientWidth) return;
    // what the element shows besides the map (a diagram's credits) stays in the window too
    const around = this.host.getBoundingClientRect().height - box.getBoundingClientRect().height;
    const height = this.options.diagram()
      ? innerHeight - around
      : parseFloat(getComputedStyle(box).maxHeight) || innerHeight;
    const size = { width: Math.round(box.clientWidth), height: Math.round(Math.max(120, height)) };
    if (size.width === this.size?.width && size.height === this.size.height) return;
    this.size = size;
    this.host.requestUpdate();
  }
}
