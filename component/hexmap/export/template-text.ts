// A Lit template as markup text, without a DOM: how the element's own
// drawing (map-layer.ts, counter.ts, stacks.ts…) becomes an image file in
// Node (the command line, the Markdown plugin) and in the page (toSVG), byte
// for byte the same in both. It reads only Lit's public template shape
// ({ strings, values }), so it needs no Lit of its own: event and property
// bindings are dropped, `?attr` is written when true, `repeat` is listed in
// order; any other directive is refused rather than drawn wrong.

const NOTHING = Symbol.for('lit-nothing');
const NO_CHANGE = Symbol.for('lit-noChange');

interface Template {
  strings: readonly string[];
  values: readonly unknown[];
}
interface Directive {
  values: readonly unknown[];
}

const escape = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const isTemplate = (v: object): v is Template => '_$litType$' in v;
const isDirective = (v: object): v is Directive => '_$litDirective$' in v;

/** A binding written unquoted after an attribute's name at the end of a static part: `name=`, `?name=`, `@name=`. */
const BINDING = /\s([.?@]?)([^\s"'>/=]+)=$/;

/** The markup of a template, a list, or a value in a text position. */
export function templateText(value: unknown): string {
  if (value === null || value === undefined || value === false || value === NOTHING || value === NO_CHANGE) return '';
  if (typeof value !== 'object') return escape(String(value));
  if (isTemplate(value)) return templateMarkup(value);
  if (isDirective(value)) return repeated(value);
  if (Symbol.iterator in value) return [...(value as Iterable<unknown>)].map(templateText).join('');
  return escape(String(value));
}

function templateMarkup({ strings, values }: Template): string {
  let out = '';
  let inTag = false;
  strings.forEach((part, i) => {
    const lt = part.lastIndexOf('<'),
      gt = part.lastIndexOf('>');
    if (lt > gt) inTag = true;
    else if (gt > lt) inTag = false;
    if (i === strings.length - 1) return (out += part);
    const binding = inTag ? BINDING.exec(part) : null;
    if (!binding) return (out += part + templateText(values[i]));
    const [whole, kind, name] = binding;
    out += part.slice(0, part.length - whole.length);
    const v = values[i];
    if (kind === '?') out += v ? ` ${name}` : '';
    else if (kind === '' && v !== NOTHING && v !== undefined && v !== null) out += ` ${name}="${escape(String(v))}"`;
    // '@' (events) and '.' (properties) have no markup
  });
  return out;
}

/** `repeat(items, [key], template)`: the items drawn in order. */
function repeated({ values }: Directive): string {
  const [items, second, third] = values;
  const draw = (third ?? second) as unknown;
  if (typeof draw !== 'function' || !items || typeof items !== 'object' || !(Symbol.iterator in items))
    throw new TypeError('template-text draws repeat() only; another directive has no markup here');
  return [...(items as Iterable<unknown>)]
    .map((item, i) => templateText((draw as (x: unknown, i: number) => unknown)(item, i)))
    .join('');
}
