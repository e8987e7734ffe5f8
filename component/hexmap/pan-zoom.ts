// Zoom and pan of the map in its scroll box, as a Lit reactive controller:
// the +/−/fit buttons, Ctrl+wheel (and a trackpad's pinch, which the browser
// sends as Ctrl+wheel), two-finger pinch, dragging the map with the mouse or
// one finger, and a long press (a touch's hover). A phone opens at a readable
// zoom around a hex. The element binds `handlers` on the scroll box.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

const MAX = 4;
/** How far a press may wander before it is a drag and not a click. */
const SLOP = 6;
const LONG_PRESS_MS = 500;
/** A map whose hexes would be narrower than this (a phone, or a big map on a desktop) opens magnified… */
const SMALL_HEX_PX = 48;
/** …to about this many CSS pixels a hex, where hex numbers, place names and counters read. */
const READABLE_HEX_PX = 56;

export interface PanZoomHost extends ReactiveControllerHost {
  readonly updateComplete: Promise<boolean>;
}

export interface PanZoomOptions {
  /** Whether the map pans and zooms (not in a diagram). */
  enabled(): boolean;
  /** Whether the press picked up a unit (a unit's drag, not the map's). */
  draggingUnit(): boolean;
  /** A press held still: show what is under it. */
  longPress(clientX: number, clientY: number): void;
  /** That press released: what it showed goes. */
  longPressEnd(): void;
  /** The map's width and one hex's width, in the map's units. */
  mapWidth(): { map: number; hex: number };
}

export class PanZoom implements ReactiveController {
  /** 1: the map as wide as its box; less shows all of it, more magnifies. */
  zoom = 1;
  #box: HTMLElement | null = null;
  #pointers = new Map<number, { x: number; y: number }>();
  #pinch: { dist: number; zoom: number } | null = null;
  #pan: { x: number; y: number; left: number; top: number; moved: boolean; id: number } | null = null;
  #swallowClick = false;
  #longPress: ReturnType<typeof setTimeout> | undefined;
  /** A long press is showing what is under it, until released. */
  #pressing = false;
  #opened = false;

  constructor(
    private readonly host: PanZoomHost,
    private readonly options: PanZoomOptions,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.#longPress);
    this.#pointers.clear();
  }

  /** The scroll box, once rendered; a box too narrow for the map's hexes to read opens magnified around `focus` (map units). */
  attach(box: HTMLElement | null, focus: () => [number, number] | null): void {
    this.#box = box;
    if (!box || this.#opened || !this.options.enabled() || box.clientWidth === 0) return;
    this.#opened = true;
    const { map, hex } = this.options.mapWidth();
    const hexPx = (hex * box.clientWidth) / map;
    if (hexPx >= SMALL_HEX_PX) return;
    this.zoom = Math.min(MAX, READABLE_HEX_PX / hexPx);
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      const at = focus();
      if (at) this.centreOn(at[0], at[1]);
    });
  }

  /** Scrolls so that a point of the map (its units) is in the middle of the box. */
  centreOn(x: number, y: number): void {
    const box = this.#box;
    const svg = box?.querySelector('svg');
    if (!box || !svg) return;
    const vb = svg.viewBox.baseVal;
    const scale = svg.clientWidth / (vb.width || 1);
    box.scrollLeft = (x - vb.x) * scale - box.clientWidth / 2;
    box.scrollTop = (y - vb.y) * scale - box.clientHeight / 2;
  }

  /** The zoom that shows the whole map in the box. */
  get fitZoom(): number {
    const box = this.#box;
    const svg = box?.querySelector('svg');
    if (!box || !svg) return 1;
    const vb = svg.viewBox.baseVal;
    const maxHeight = parseFloat(getComputedStyle(box).maxHeight) || box.clientHeight;
    return Math.min(1, maxHeight / ((box.clientWidth * vb.height) / (vb.width || 1)));
  }

  /** Zooms to `z`, keeping the point under (clientX, clientY) — by default the box's middle — where it was. */
  zoomTo(z: number, clientX?: number, clientY?: number): void {
    const box = this.#box;
    const next = Math.min(MAX, Math.max(this.fitZoom, z));
    if (!box || Math.abs(next - this.zoom) < 1e-3) return;
    const r = box.getBoundingClientRect();
    const px = (clientX ?? r.left + box.clientWidth / 2) - r.left;
    const py = (clientY ?? r.top + box.clientHeight / 2) - r.top;
    const fx = (box.scrollLeft + px) / box.scrollWidth;
    const fy = (box.scrollTop + py) / box.scrollHeight;
    this.zoom = next;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      box.scrollLeft = fx * box.scrollWidth - px;
      box.scrollTop = fy * box.scrollHeight - py;
    });
  }

  /** Zooms by `factor`; with `focus` (a point of the map: the action under way), keeps it in the middle of the box. */
  zoomBy(factor: number, focus?: [number, number] | null): void {
    const before = this.zoom;
    this.zoomTo(this.zoom * factor);
    if (focus && this.zoom !== before) void this.host.updateComplete.then(() => this.centreOn(focus[0], focus[1]));
  }

  fit(): void {
    this.zoomTo(this.fitZoom);
  }

  /** Listeners for the scroll box (`@wheel=${…}` etc. in the element's template). */
  readonly handlers = {
    wheel: (e: WheelEvent) => {
      if (!this.options.enabled() || !(e.ctrlKey || e.metaKey)) return;
      e.preventDefault();
      this.zoomTo(this.zoom * Math.exp(-e.deltaY / 300), e.clientX, e.clientY);
    },
    pointerdown: (e: PointerEvent) => {
      if (!this.options.enabled() || (e.pointerType === 'mouse' && e.button !== 0)) return;
      this.#pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      clearTimeout(this.#longPress);
      if (this.#pointers.size === 2) {
        this.#pan = null;
        this.#pinch = { dist: this.#spread(), zoom: this.zoom };
        return;
      }
      const box = this.#box!;
      this.#pan = this.options.draggingUnit()
        ? null
        : { x: e.clientX, y: e.clientY, left: box.scrollLeft, top: box.scrollTop, moved: false, id: e.pointerId };
      if (e.pointerType !== 'mouse') {
        const { clientX, clientY } = e;
        this.#longPress = setTimeout(() => {
          this.#swallowClick = true;
          this.#pressing = true;
          this.options.longPress(clientX, clientY);
        }, LONG_PRESS_MS);
      }
    },
    pointermove: (e: PointerEvent) => {
      if (!this.#pointers.has(e.pointerId)) return;
      this.#pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const pan = this.#pan;
      if (this.#pinch && this.#pointers.size === 2) {
        const [a, b] = [...this.#pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
        this.zoomTo((this.#pinch.zoom * this.#spread()) / this.#pinch.dist, (a.x + b.x) / 2, (a.y + b.y) / 2);
      } else if (pan && pan.id === e.pointerId) {
        const dx = e.clientX - pan.x,
          dy = e.clientY - pan.y;
        if (!pan.moved && Math.hypot(dx, dy) < SLOP) return;
        if (!pan.moved) clearTimeout(this.#longPress);
        pan.moved = true;
        this.#box!.scrollLeft = pan.left - dx;
        this.#box!.scrollTop = pan.top - dy;
      }
    },
    pointerup: (e: PointerEvent) => this.#release(e),
    pointercancel: (e: PointerEvent) => this.#release(e),
    /** Bound in the capture phase: the click that ends a drag of the map is not a click on a hex. */
    click: {
      handleEvent: (e: Event) => {
        if (!this.#swallowClick) return;
        this.#swallowClick = false;
        e.stopPropagation();
        e.preventDefault();
      },
      capture: true,
    },
  };

  #release(e: PointerEvent): void {
    clearTimeout(this.#longPress);
    if (this.#pressing) {
      this.#pressing = false;
      this.options.longPressEnd();
    }
    if (this.#pan?.id === e.pointerId && this.#pan.moved) this.#swallowClick = true;
    if (this.#pinch) this.#swallowClick = true;
    this.#pointers.delete(e.pointerId);
    if (this.#pointers.size < 2) this.#pinch = null;
    if (this.#pointers.size === 0) this.#pan = null;
    // a swallowed press that ends with no click (released off the map) must not eat the next one
    if (this.#swallowClick) setTimeout(() => (this.#swallowClick = false), 0);
  }

  #spread(): number {
    const [a, b] = [...this.#pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
    return Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
  }
}
