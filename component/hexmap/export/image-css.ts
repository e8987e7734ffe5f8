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

/**
 * A value with every `var(--name[, fallback])` replaced: by the name's value
 * (itself resolved, as a default may read another property, `var(--as-bg, #fbf8ef)`),
 * else by its fallback (which may hold parentheses and other var()s), else by nothing.
 */
export function resolveVars(value: string, vars: (name: string) => string | undefined, depth = 0): string {
  let out = '';
  let i = 0;
  for (let at = value.indexOf('var(', i); at >= 0; at = value.indexOf('var(', i)) {
    let close = at + 4;
    for (let open = 1; close < value.length; close++) {
      open += value[close] === '(' ? 1 : value[close] === ')' ? -1 : 0;
      if (open === 0) break;
    }
    const inner = value.slice(at + 4, close);
    const comma = inner.indexOf(',');
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    const given = depth < 8 ? vars(name) : undefined; // a cycle of properties ends in their fallbacks
    const chosen = given ?? (comma < 0 ? '' : inner.slice(comma + 1).trim());
    out += value.slice(i, at) + resolveVars(chosen, vars, depth + 1);
    i = close + 1;
  }
  return out + value.slice(i);
}

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
      .map(([name, value]) => `${name}:${resolveVars(value, vars)}`)
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
