// npm run build: the distributable modules in dist/.
//   dist/engine.js        the headless Game (across-suez/engine), Wasm inlined
//   dist/across-suez.js   the <across-suez> element with the engine and Wasm: one self-contained module
import { defineConfig } from 'vite';

// `vite build --config vite.lib.config.ts --mode engine` (or `--mode element`)
export default defineConfig(({ mode }) => {
  const entry = mode === 'element' ? 'element' : 'engine';
  return {
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    lib: {
      entry: entry === 'engine' ? 'src/index.ts' : 'component/index.ts',
      formats: ['es'],
      fileName: () => (entry === 'engine' ? 'engine.js' : 'across-suez.js'),
    },
    rolldownOptions: { output: { codeSplitting: false } },
  },
  };
});
