// The element's own stylesheet, cut down to what an image file needs: the
// rules whose selectors draw classes the picture uses, with every
// `var(--…)` replaced by its value (the page's theme in a browser, the
// stylesheet's defaults in Node) — image viewers and rasterisers know no
// custom properties, no :host and no container queries. Every kept selector
// is scoped under the picture's root class, so an SVG put inline in a page
// styles only itself.
import type { CSSResultGroup, CSSResultOrNative } from 'lit';

/** An element's styles (Lit's nested lists of stylesheets) as one stylesheet's text. */
export const stylesText = (styles: CSSResultGroup | readonly CSSResultOrNative[]): string =>
  [styles]
    .flat(3)
    .map((s) => ('cssText' in s ? s.cssText : ''))
    .join('\n');

/** SVG element names a kept selector may name (HTML ones belong to the element's chrome). */
const SVG_TYPES = new Set([
  'svg',
  'g',
  'rect',
  'text',
  'polygon',
  'polyline',
  'path',
  'line',
  'circle',
  'ellipse',
  'marker',
]);

/** Declarations that do nothing in a still image. */
const INERT = /^(cursor|pointer-events|transition|touch-action|outline|outline-offset)$/;

interface Rule {
  selectors: string[];
  body: string;
}

/** Top-level rules of a stylesheet; at-rules (@media, @container, @font-face…) are left out. */
function rules(css: string): Rule[] {
  const out: Rule[] = [];
  const text = css.replace(/\/\*[^]*?\*\//g, '');
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const head = text.slice(i, open).trim();
    let depth = 1,
      j = open + 1;
    for (; j < text.length && depth > 0; j++) depth += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0;
    if (!head.startsWith('@'))
      out.push({ selectors: head.split(',').map((s) => s.trim()), body: text.slice(open + 1, j - 1) });
    i = j;
  }
  return out;
}

/** Custom properties the stylesheet gives `:host` (the defaults, later declarations winning). */
export function hostVariables(css: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const r of rules(css))
    if (r.selectors.includes(':host'))
      for (const [name, value] of declarations(r.body)) if (name.startsWith('--')) vars.set(name, value);
  return vars;
}

function declarations(body: string): [string, string][] {
  return body
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const colon = d.indexOf(':');
      return [d.slice(0, colon).trim(), d.slice(colon + 1).trim()];
    });
}

/** Whether a selector draws only classes the picture has, and SVG elements. */
function drawable(selector: string, classes: ReadonlySet<string>): boolean {
  if (/[:[\]>+~]/.test(selector)) return false; // :host, pseudo-classes, ::part, attribute and sibling selectors
  return selector.split(/\s+/).every((compound) => {
    const [type = '', ...names] = compound.split('.');
    return (type === '' || SVG_TYPES.has(type)) && names.every((n) => classes.has(n));
  });
}

const resolve = (value: string, vars: (name: string) => string | undefined): string =>
  value.replace(
    /var\((--[\w-]+)\s*(?:,\s*([^()]*))?\)/g,
    (_, name: string, fallback?: string) => vars(name) ?? fallback ?? '',
  );

/**
 * The stylesheet for a picture: the element's CSS text, the classes the
 * picture's markup uses, where custom properties get their values, and the
 * picture's root class.
 */
export function imageCss(
  css: string,
  classes: ReadonlySet<string>,
  vars: (name: string) => string | undefined,
  root: string,
): string {
  let out = '';
  for (const r of rules(css)) {
    const kept = r.selectors.filter((s) => drawable(s, classes));
    if (kept.length === 0) continue;
    const body = declarations(r.body)
      .filter(([name]) => !INERT.test(name) && !name.startsWith('--'))
      .map(([name, value]) => `${name}:${resolve(value, vars)}`)
      .join(';');
    if (body) out += `${kept.map((s) => `.${root} ${s}`).join(',')}{${body}}`;
  }
  return out;
}

/** The class names a piece of markup uses. */
export function classesIn(markup: string): Set<string> {
  const out = new Set<string>();
  for (const m of markup.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) if (c) out.add(c);
  return out;
}
