// Helpers of the advanced game's browser tests: the bar's words, a seat's
// turn played through the buttons, the front a phone shows.
import type { YomKippurElement } from '../../../component/yom-kippur/index.js';
import { button, text } from './mount.js';

/** Presses a button of the element by its words, and waits for the render. */
export async function press(el: YomKippurElement, words: string): Promise<void> {
  button(el, words).click();
  await el.updateComplete;
}

/** Ends phases with the bar's End phase button until `until` holds (at most `max` phases). */
export async function endPhasesUntil(el: YomKippurElement, until: () => boolean, max = 30): Promise<void> {
  for (let i = 0; i < max && !until(); i++) {
    const end = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=end-phase]')!;
    if (end.disabled) throw new Error(`End phase is disabled in ${el.game!.phase}: ${text(el, '[part=prompt]')}`);
    end.click();
    await el.updateComplete;
  }
  if (!until()) throw new Error(`still not there after ${max} phases: ${el.game!.phase}`);
}

/** The front tab selected over the map. */
export const shownFront = (el: YomKippurElement): string =>
  el.shadowRoot!.querySelector('[part=fronts] [aria-selected=true]')?.getAttribute('data-front') ?? '';

/** How many hexes the map marks with a class (reach, target, choice). */
export const marked = (el: YomKippurElement, cls: string): number =>
  el.shadowRoot!.querySelectorAll(`polygon.${cls}`).length;

/** Whether a hex's centre is inside the map's scroll box, as drawn now. */
export function inView(el: YomKippurElement, hex: string): boolean {
  const box = el.shadowRoot!.querySelector('.map-wrap')!.getBoundingClientRect();
  const r = el.shadowRoot!.querySelector(`#hex-${hex}`)!.getBoundingClientRect();
  const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
}
