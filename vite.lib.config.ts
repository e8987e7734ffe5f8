// npm run build: the distributable modules in dist/.
//   --mode esm       dist/esm/          ES modules for bundlers and Node: one entry per package export
//                                       (engine.js = across-suez/engine, across-suez.js = across-suez),
//                                       the engine, its Wasm and Lit's imports in shared chunks, so an app
//                                       importing both entries ships the engine once (and instanceof holds)
//   --mode element   dist/across-suez.js  the <across-suez> element with the engine, Lit and Wasm: one
//                                       self-contained module for a page without a bundler, and for CDNs
//   --mode worker    dist/ai-worker.js  the computer player for a Web Worker (WorkerAiPlayer), self-contained
//   --mode yk-element  dist/yom-kippur.js  the <yom-kippur> element, likewise self-contained
//   --mode yk-worker   dist/yom-kippur-ai-worker.js  Yom Kippur's computer player for a Web Worker
//   --mode yk-advanced-worker  dist/yom-kippur-advanced-ai-worker.js  the advanced game's, likewise
//
// Each game has its entries in ESM_ENTRIES ('yom-kippur/engine', 'yom-kippur') and an export each in
// package.json: they share the engine's chunk, and a page pays only for the game it imports.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { minifyTemplates } from './scripts/minify-templates.ts';
import { dataModule } from './scripts/pack-data.ts';
import kernelText from './src/engine/wasm/kernel.wasm.text.js';
import rulesKernelText from './src/engine/wasm/kernel-rules.wasm.text.js';

/** The single files that carry the rules' kernel alone (rulesKernel). */
const RULES_KERNEL_MODES = ['element', 'yk-element', 'yk-worker', 'yk-advanced-worker'];

const ESM_ENTRIES = {
  engine: 'src/games/across-suez/engine.ts',
  'across-suez': 'component/across-suez/index.ts',
  'yom-kippur/engine': 'src/games/yom-kippur/engine.ts',
  'yom-kippur': 'component/yom-kippur/index.ts',
  // the online client, for pages and Node (the server is the command line's: tools/serve.ts)
  online: 'src/online.ts',
  // the authors' tools, for Node (tools/): the command line, diagrams as files, the Markdown plugin
  cli: 'tools/cli.ts',
  diagram: 'tools/diagram.ts',
  animation: 'tools/animation.ts',
  markdown: 'tools/markdown.ts',
};

/** Socket.IO, its client and adapter, and the databases: the online layer's packages. */
const ONLINE_PACKAGES = [/^socket\.io(-client)?(\/|$)/, /^@socket\.io\//, /^@electric-sql\//, /^pg(\/|$)/];

const BUNDLES: Record<string, [entry: string, file: string]> = {
  element: ['component/across-suez/index.ts', 'across-suez.js'],
  worker: ['src/games/across-suez/ai/worker.ts', 'ai-worker.js'],
  'yk-element': ['component/yom-kippur/index.ts', 'yom-kippur.js'],
  'yk-worker': ['src/games/yom-kippur/ai/worker.ts', 'yom-kippur-ai-worker.js'],
  'yk-advanced-worker': ['src/games/yom-kippur/advanced/ai/worker.ts', 'yom-kippur-advanced-ai-worker.js'],
};

/** The data files without their `$comment` fields, each map's terrain and hexsides packed (scripts/pack-data.ts). */
const packedData: Plugin = {
  name: 'packed-data',
  enforce: 'pre',
  transform(code, id) {
    return /[\\/]data[\\/][^?]+\.json$/.test(id) ? dataModule(code) : null;
  },
};

/** The elements' html`…` and css`…` templates without their indentation (scripts/minify-templates.ts). */
const templateWhitespace: Plugin = {
  name: 'template-whitespace',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]component[\\/][^?]+\.ts$/.test(id)) return null;
    return { code: minifyTemplates(code), map: null };
  },
};

/**
 * A game registers itself (src/games/<game>/register.ts) with its Game loaded on demand, `await
 * import('./game.js')`, so that an app importing one name of the package does not ship the game. A
 * single file (an element, a worker) carries its game anyway: there the import is made static, or the
 * bundler would split the game out of the file into chunks the file loads at once.
 */
const registrationInFile: Plugin = {
  name: 'registration-in-file',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]src[\\/]games[\\/][^\\/]+[\\/]register\.ts$/.test(id)) return null;
    return `import * as gameModule from './game.js';\n${code.replaceAll("await import('./game.js')", 'gameModule')}`;
  },
};

/**
 * Where no worker searches, an element loads its game's computer module into the page
 * (`GameKit.computer`: `import('…/ai/worker.js')`). A single file loads the worker's own file, beside it:
 * the computer stays out of the element's file, and the element's file stays one file (the bundler,
 * given a lazy module that shares most of the game with the element, moved what they share into
 * chunks the file would load at once).
 */
const computerIsTheWorkerFile: Plugin = {
  name: 'computer-is-the-worker-file',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]component[\\/][^\\/]+[\\/]kit\.ts$/.test(id)) return null;
    return code.replace(
      /import\('\.\.\/\.\.\/src\/games\/([\w-]+)\/ai\/worker\.js'\)/g,
      (_, game: string) =>
        `import(/* @vite-ignore */ new URL('./${game === 'across-suez' ? '' : `${game}-`}ai-worker.js', import.meta.url).href)`,
    );
  },
};

/** The French words (hexmap/text.ts's `dictionaries`): a file beside a single file, which only a page in French loads. */
const FRENCH = /[\\/]component[\\/][\w-]+[\\/]text-fr\.ts$/;

/**
 * Yom Kippur's phase rules (src/games/yom-kippur/phase-rules.ts: the air, bombing and combat phases, the airborne
 * landings, the combat records), which a game's context loads beside its board: one file beside dist/yom-kippur.js,
 * which the advanced game's view and the position reader import too (else the bundler splits what they share into
 * more files). The modules of air/ and combat/ the first file imports itself (the tables, SAM cover, the air combat's
 * odds) stay out of it: one here that the first file imported would make it load this file at once
 * (tests/dist/size-budgets.test.ts: a single file imports no other). The engine's sort-numbers.ts, which only
 * they use in the element, goes with them.
 */
const YK_PHASE_RULES =
  /[\\/]src[\\/](games[\\/]yom-kippur[\\/](phase-rules|airborne|artillery|combat[\\/](?!tables)[\w-]+|air[\\/](?!sam-cover|air-combat-odds)[\w-]+)|engine[\\/]sort-numbers)\.ts$/;

/**
 * A single file's lazy modules (the advanced game's view, image export, compact positions…) each import the
 * file's entry, so that every module they share with it is shared by all of them alike and stays in the file:
 * they import it from there, loaded already. Rolldown moves the modules an entry shares with its lazy modules
 * into the entry one group at a time (a group: the modules shared by the same lazy modules), and keeps apart
 * a group whose move would leave another group, not moved yet, importing the entry: with several lazy modules
 * sharing different parts, the leaves (Lit, the words, hex ids) became files the entry loads at once.
 */
const lazyModulesImportTheEntry = (entry: string): Plugin => {
  const lazy = new Set<string>();
  return {
    name: 'lazy-modules-import-the-entry',
    async resolveDynamicImport(source, importer) {
      const resolved = typeof source === 'string' && importer ? await this.resolve(source, importer) : null;
      if (resolved) lazy.add(resolved.id);
      return null;
    },
    transform(code, id) {
      return lazy.has(id) && !FRENCH.test(id) ? `import ${JSON.stringify(entry)};\n${code}` : null;
    },
  };
};

/**
 * The kernel's Wasm as text (scripts/build-wasm.mjs) at the end of a single file, returned by a function declared
 * there (declarations are hoisted): gzip -9 of dist/yom-kippur.js took 0.3 KB less than with the text among the
 * code, whose Huffman codes its characters disturbed. A file that carries the kernel and not its text, as written,
 * fails the build.
 */
const kernelTextLast = (text: string): Plugin => ({
  name: 'kernel-text-last',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => id.endsWith('kernel.wasm.text.js'))) continue;
      const literal = `\`${text}\``;
      const at = chunk.code.indexOf(literal);
      if (at < 0 || chunk.code.indexOf(literal, at + 1) >= 0)
        throw new Error(`${chunk.fileName}: the kernel's text is not written once, as it was generated`);
      chunk.code = `${chunk.code.slice(0, at)}kernelWasmText()${chunk.code.slice(at + literal.length)}\nfunction kernelWasmText(){return${literal}}\n`;
    }
  },
});

/**
 * The rules' kernel alone (assembly/rules.ts, built beside the full one by scripts/build-wasm.mjs) in the single files
 * whose computer players never make a weighted search (Yom Kippur's, and the elements, whose players search in their
 * workers): 2.2 KB less gzipped than the kernel with the search. The engine's modules (dist/esm/) and Across Suez's
 * worker, whose planner searches, keep the full kernel; weightedSearch() refuses the rules' kernel aloud.
 */
const rulesKernel: Plugin = {
  name: 'rules-kernel',
  enforce: 'pre',
  load(id) {
    if (id.replace(/\\/g, '/').endsWith('/src/engine/wasm/kernel.wasm.text.js'))
      return readFileSync(resolve(id, '../kernel-rules.wasm.text.js'), 'utf8');
    return null;
  },
};

/**
 * The engine's modules (dist/esm/): boards on the rules' kernel alone (kernel.ts), and the full kernel only where the
 * weighted search is made (weighted-search.ts: the computer players, loaded by an element on first use), which runs
 * it beside a board without it. An app with an element ships 2.3 KB less gzipped at once.
 */
const boardsOnTheRulesKernel: Plugin = {
  name: 'boards-on-the-rules-kernel',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './kernel.wasm.text.js' && importer?.replace(/\\/g, '/').endsWith('/src/engine/wasm/kernel.ts'))
      return resolve(importer, '../kernel-rules.wasm.text.js');
    return null;
  },
};

/** Each element finds its computer player's worker script relative to its own module: the single-file dist/…-worker.js. */
const workerBeside = (dir: string) => ({
  __ACROSS_SUEZ_AI_WORKER__: JSON.stringify(`${dir}ai-worker.js`),
  __YOM_KIPPUR_AI_WORKER__: JSON.stringify(`${dir}yom-kippur-ai-worker.js`),
  __YOM_KIPPUR_ADVANCED_AI_WORKER__: JSON.stringify(`${dir}yom-kippur-advanced-ai-worker.js`),
});

export default defineConfig(({ mode }): UserConfig => {
  if (mode === 'esm') {
    return {
      plugins: [packedData, templateWhitespace, boardsOnTheRulesKernel],
      define: workerBeside('../'),
      build: {
        outDir: 'dist/esm',
        emptyOutDir: true,
        target: 'es2022',
        // the consumer's bundler minifies; readable modules are easier to debug through
        minify: false,
        lib: { entry: ESM_ENTRIES, formats: ['es'], fileName: (_format, name) => `${name}.js` },
        rolldownOptions: {
          // a chunk of its own for a module (the registrations below) may add exports to an entry's chunk
          preserveEntrySignatures: 'allow-extension',
          // Lit is a dependency: the app's bundler shares one Lit between every element it uses;
          // the tools run in Node (its modules) and rasterise with the optional @resvg/resvg-js
          // the online server's and client's packages are dependencies too, resolved by Node or the app's bundler
          external: [/^lit(\/|$)/, /^@lit\//, /^node:/, /^@resvg\//, ...ONLINE_PACKAGES],
          output: {
            chunkFileNames: '[name]-[hash].js',
            // each game's registrations (src/games/<game>/register.ts, <game>/<variant>/register.ts) in a chunk of its own,
            // <game>-registration-*.js: with the elements' entries, the modules package.json's
            // "sideEffects" names
            codeSplitting: {
              groups: ['across-suez', 'yom-kippur'].map((game) => ({
                name: `${game}-registration`,
                test: new RegExp(`[\\\\/]src[\\\\/]games[\\\\/]${game}[\\\\/](?:[\\w-]+[\\\\/])?register\\.ts$`),
                includeDependenciesRecursively: false,
              })),
            },
          },
        },
      },
    };
  }
  const [entry, file] = BUNDLES[mode] ?? BUNDLES.element!;
  return {
    plugins: [
      packedData,
      templateWhitespace,
      registrationInFile,
      ...(RULES_KERNEL_MODES.includes(mode)
        ? [rulesKernel, kernelTextLast(rulesKernelText)]
        : [kernelTextLast(kernelText)]),
      ...(mode === 'element' || mode === 'yk-element'
        ? [computerIsTheWorkerFile, lazyModulesImportTheEntry(resolve(entry))]
        : []),
    ],
    define: mode === 'element' || mode === 'yk-element' ? workerBeside('./') : {},
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['es'], fileName: () => file },
      // a page without a bundler loads this file as it is: whitespace too is minified (Vite's
      // library mode otherwise keeps it, for the consumer's bundler). The element's few lazy
      // modules (what only authors use: compact positions, image export; a language other than
      // English, hexmap/text.ts's `dictionaries`) are files beside it, which it loads on first
      // use; the worker is one file.
      rolldownOptions: {
        // what the lazy modules share with the element stays in the element's file (exported from it)
        preserveEntrySignatures: 'allow-extension',
        output:
          mode === 'element' || mode === 'yk-element'
            ? {
                minify: true,
                chunkFileNames: `${file.replace(/\.js$/, '')}-[name]-[hash].js`,
                // a page in French loads one file more: the game's words and the generic controls' together
                codeSplitting: {
                  groups: [
                    { name: 'fr', test: FRENCH },
                    ...(mode === 'yk-element'
                      ? [{ name: 'phase-rules', test: YK_PHASE_RULES, includeDependenciesRecursively: false }]
                      : []),
                  ],
                },
              }
            : { codeSplitting: false, minify: true },
      },
    },
  };
});
