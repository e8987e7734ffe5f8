import '../../../component/yom-kippur/index.js';
import type { YomKippurElement } from '../../../component/yom-kippur/index.js';

/** Puts markup with a <yom-kippur> into the page and waits until its game is ready and drawn. */
export async function mount(markup: string, width = '1200px'): Promise<YomKippurElement> {
  const host = document.createElement('div');
  host.style.width = width;
  host.innerHTML = markup;
  document.body.append(host);
  const el = host.querySelector('yom-kippur')!;
  await el.ready;
  await el.updateComplete;
  return el;
}

export const cell = (el: YomKippurElement, hex: string) => el.shadowRoot!.querySelector<SVGElement>(`#hex-${hex}`)!;

export async function click(el: YomKippurElement, hex: string): Promise<void> {
  cell(el, hex).dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await el.updateComplete;
}

/** Presses keys on the focused map, one render each. */
export async function keys(el: YomKippurElement, ...pressed: string[]): Promise<void> {
  const map = el.shadowRoot!.querySelector<SVGSVGElement>('svg.map')!;
  map.focus();
  for (const key of pressed) {
    map.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    await el.updateComplete;
  }
}

export const text = (el: YomKippurElement, selector: string): string =>
  el.shadowRoot!.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export function button(el: YomKippurElement, words: string): HTMLButtonElement {
  const found = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.includes(words));
  if (!found) throw new Error(`no button "${words}"`);
  return found;
}
