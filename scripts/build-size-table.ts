// node --import tsx scripts/build-size-table.ts [mode] [file] [rows]
//
// What each module weighs in a single file of dist/, gzipped (mode and file as vite.lib.config.ts's BUNDLES:
// yk-element yom-kippur.js, the default; element across-suez.js; rows 40 by default). The file is built as `npm run
// build` builds it, without writing it (after `npm run build:wasm`: the kernel's Wasm is a module of it); each
// module's code as rendered in it is minified alone, and its row gives what gzip -9 of all of them joined loses
// without it (its contribution, the redundancy with the others counted), what it weighs gzipped alone, and
// minified. The file's own minifier mangles across modules, so the joined modules weigh a few per cent more than
// the file.
import { build, loadConfigFromFile, type Plugin } from 'vite';
import { minifySync } from 'rolldown/utils';
import { gzipSync } from 'node:zlib';
import { dirname, relative } from 'node:path';
import { exitWithUsageIfAsked } from './args.js';

exitWithUsageIfAsked(import.meta.url);

const [mode = 'yk-element', file = 'yom-kippur.js', rows = '40'] = process.argv.slice(2);
const gz = (s: string) => gzipSync(s, { level: 9 }).length;

const loaded = await loadConfigFromFile({ command: 'build', mode }, 'vite.lib.config.ts', undefined, 'silent');
const config = loaded!.config;
const modules: { id: string; min: string }[] = [];
const record: Plugin = {
  name: 'record-modules',
  generateBundle(_options, bundle) {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') throw new Error(`${file} is not a file of mode ${mode}`);
    for (const [id, m] of Object.entries(chunk.modules))
      if (m.code)
        modules.push({
          id: relative(process.cwd(), id).replace(/^.*node_modules\//, ''),
          min: minifySync(`${id}.js`, m.code, { compress: true, mangle: true }).code,
        });
  },
};
await build({
  ...config,
  configFile: false,
  mode,
  logLevel: 'silent',
  plugins: [...(config.plugins ?? []), record],
  build: { ...config.build, write: false },
});
// the kernel's Wasm text last, where vite.lib.config.ts's kernelTextLast puts it in the file
modules.sort((a, b) => Number(a.id.endsWith('kernel.wasm.text.js')) - Number(b.id.endsWith('kernel.wasm.text.js')));

const joined = (skip: number) =>
  modules
    .filter((_, i) => i !== skip)
    .map((m) => m.min)
    .join('\n');
const all = gz(joined(-1));
const table = modules
  .map((m, i) => ({ id: m.id, min: m.min.length, alone: gz(m.min), delta: all - gz(joined(i)) }))
  .sort((a, b) => b.delta - a.delta);
const pad = (n: number) => String(n).padStart(6);
console.log(`${file}: its ${modules.length} modules minified one by one and joined, gzipped: ${all} B`);
console.log('  gz +  alone |    min | module');
for (const r of table.slice(0, Number(rows))) console.log(`${pad(r.delta)} ${pad(r.alone)} | ${pad(r.min)} | ${r.id}`);
const folders = new Map<string, number>();
for (const r of table) folders.set(dirname(r.id), (folders.get(dirname(r.id)) ?? 0) + r.delta);
console.log('\n  gz + | folder');
for (const [folder, n] of [...folders].sort((a, b) => b[1] - a[1])) console.log(`${pad(n)} | ${folder}`);
