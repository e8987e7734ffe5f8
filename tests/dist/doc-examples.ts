// The code examples of README.md and docs/**/*.md, as tests/dist/doc-examples.test.ts runs them.
//
// Every fenced `js`, `ts` and `html` block is an example. `js`/`ts` blocks run in Node against the
// built package (`import … from 'across-suez/engine'` resolves to dist/); `html` blocks run in
// Chromium as a page's body, beside the built single files. An HTML comment on the line just above
// the fence says more, one clause each (`;` between clauses):
//
//   <!-- example: given: const game = await Game.create({ seed: 42 }) -->
//        code the example takes as said (run first, not shown to the reader)
//   <!-- example: page: <across-suez seed="1"></across-suez> -->
//        a js/ts block that runs in a page (a module script after this body), not in Node
//   <!-- example: serve: 127.0.0.1:8787 -->
//        a js/ts block that plays through `across-suez serve`: the test starts one (on a free port)
//        and the address written stands for it
//   <!-- example: skip: why -->
//        not run; the reason is required (a catalogue of calls each in its own situation, a
//        declaration, an address of an example site)
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Example {
  /** `docs/api.md:98`: the file and the line of the opening fence. */
  where: string;
  lang: 'js' | 'ts' | 'html';
  code: string;
  /** Where it runs: Node, or a page in Chromium. */
  runs: 'node' | 'page' | 'skip';
  given: string;
  /** The page's body for a `page` example (an `html` example is its own body). */
  page: string;
  /** Why it does not run (`skip`). */
  why: string;
  /** The server's address as the example writes it (`127.0.0.1:8787`), for a `serve` the test starts; '' if none. */
  serve: string;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;
const ANNOTATION = /^\s*<!--\s*example:\s*(.*?)\s*-->\s*$/;

/** The Markdown files whose examples are promised to run: README.md and every docs/ file. */
export function documents(root: string): string[] {
  const docs = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? docs(join(dir, d.name)) : d.name.endsWith('.md') ? [join(dir, d.name)] : [],
    );
  return [join(root, 'README.md'), ...docs(join(root, 'docs'))].map((f) => relative(root, f)).sort();
}

/** The examples of one Markdown text. Blocks nested in a longer fence (a Markdown sample) are not examples. */
export function examples(file: string, text: string): Example[] {
  const lines = text.split('\n');
  const found: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const [, , fence, lang] = open;
    let end = i + 1;
    while (end < lines.length && !lines[end]!.trimStart().startsWith(fence!)) end++;
    if (lang === 'js' || lang === 'ts' || lang === 'html') {
      const note = ANNOTATION.exec(lines[i - 1] ?? '')?.[1] ?? '';
      const clauses = Object.fromEntries(
        note
          .split(/;\s*(?=(?:given|page|skip|serve):)/)
          .filter(Boolean)
          .map((c) => {
            const m = /^(given|page|skip|serve):\s*([\s\S]*)$/.exec(c);
            if (!m) throw new Error(`${file}:${i}: unreadable example annotation "${c}"`);
            return [m[1]!, m[2]!];
          }),
      ) as Record<'given' | 'page' | 'skip' | 'serve', string | undefined>;
      if (clauses.skip !== undefined && !clauses.skip.trim()) throw new Error(`${file}:${i}: a skipped example says why`);
      found.push({
        where: `${file}:${i + 1}`,
        lang,
        code: lines.slice(i + 1, end).join('\n'),
        runs: clauses.skip !== undefined ? 'skip' : lang === 'html' || clauses.page !== undefined ? 'page' : 'node',
        given: clauses.given ?? '',
        page: clauses.page ?? '',
        why: clauses.skip ?? '',
        serve: clauses.serve ?? '',
      });
    }
    i = end;
  }
  return found;
}
