// What the element's attributes mean where Lit's defaults do not say it (hex-map-base.ts): a removed attribute
// gives its property back its default, a boolean on by default that HTML can turn off, and the language of an
// element without `lang`, its nearest ancestor's.

/** An attribute that, removed, gives its property back its default (not null). */
export const orDefault = (fallback: string) => ({ fromAttribute: (value: string | null) => value ?? fallback });

/** A boolean attribute on by default that HTML can turn off: `hex-numbers="false"` (absent, too, is off once set). */
export const onUnlessFalse = {
  fromAttribute: (value: string | null) => value !== null && value !== 'false',
  toAttribute: (value: boolean) => (value ? '' : 'false'),
};

/** The language of the nearest ancestor with `lang`, through shadow roots; '' when none says. */
export function inheritedLang(el: Element): string {
  for (let node: Node | null = el.parentNode; node;) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang')!;
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return '';
}
