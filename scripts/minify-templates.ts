// The elements' Lit templates and stylesheets (html`…`, css`…`) are written indented for people; a
// browser collapses that whitespace anyway (no template holds a <pre>, and a <textarea>'s text is
// bound, not written), so the built modules keep one space where the source had a line break and
// its indentation, and no CSS comment; a stylesheet keeps no space around its braces and semicolons nor
// after a colon (its commas keep theirs: the image export's bytes, export/image-css.ts, read the values as
// written). svg`…` templates are left as written: the image export turns them into file bytes that must
// match the command line's.

/** Finds the end of a `${…}` expression starting after its `${`; returns the index after its `}`. */
function expressionEnd(code: string, from: number, out: string[]): number {
  let depth = 1;
  let i = from;
  while (i < code.length) {
    const c = code[i]!;
    if (c === '`') {
      out.push(code.slice(from, i));
      const tag = /\b(html|css)\s*$/.exec(code.slice(Math.max(0, i - 8), i));
      i = templateEnd(code, i + 1, (tag?.[1] as Tag | undefined) ?? null, out);
      from = i;
      continue;
    }
    if (c === "'" || c === '"') {
      i++;
      while (i < code.length && code[i] !== c) i += code[i] === '\\' ? 2 : 1;
    } else if (c === '/' && code[i + 1] === '/') {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (c === '/' && code[i + 1] === '*') {
      i = code.indexOf('*/', i + 2) + 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      out.push(code.slice(from, i + 1));
      return i + 1;
    }
    i++;
  }
  out.push(code.slice(from));
  return i;
}

type Tag = 'html' | 'css';

/** A stretch of a template's text between its `${…}`, minified as its tag allows (null: left as written). */
function minified(text: string, tag: Tag | null): string {
  if (!tag) return text;
  const collapsed = text.replace(/\/\*[^]*?\*\//g, '').replace(/\s*\n\s*/g, ' ');
  return tag === 'css'
    ? collapsed
        .replace(/\s*([{};])\s*/g, '$1')
        .replace(/:\s+/g, ':')
        .replace(/;}/g, '}')
    : collapsed;
}

/** Copies a template literal's body starting after its opening backtick; returns the index after its closing one. */
function templateEnd(code: string, from: number, tag: Tag | null, out: string[]): number {
  out.push('`');
  let i = from;
  let text = '';
  const flush = () => {
    out.push(minified(text, tag));
    text = '';
  };
  while (i < code.length) {
    const c = code[i]!;
    if (c === '\\') {
      text += code.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      flush();
      out.push('`');
      return i + 1;
    } else if (c === '$' && code[i + 1] === '{') {
      flush();
      out.push('${');
      i = expressionEnd(code, i + 2, out);
    } else {
      text += c;
      i++;
    }
  }
  flush();
  return i;
}

/** A module's source with the whitespace of its html`…` and css`…` templates collapsed. */
export function minifyTemplates(code: string): string {
  const out: string[] = [];
  const tagged = /\b(html|css)`/g;
  let last = 0;
  for (let m = tagged.exec(code); m; m = tagged.exec(code)) {
    out.push(code.slice(last, m.index + m[1]!.length));
    last = templateEnd(code, m.index + m[0].length, m[1] as Tag, out);
    tagged.lastIndex = last;
  }
  out.push(code.slice(last));
  return out.join('');
}
