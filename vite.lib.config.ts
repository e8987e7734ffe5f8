// npm run build: the distributable modules in dist/.
//   --mode engine    dist/engine.js        the headless Game (across-suez/engine), Wasm inlined
//   --mode element   dist/across-suez.js   the <across-suez> element with the engine and Wasm: one self-contained module
import { defineConfig } from 'vite';

export default defineConfig(({ mode }) => {
  const element = mode === 'element';
  return {
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: element ? 'component/index.ts' : 'src/index.ts',
        formats: ['es'],
        fileName: () => (element ? 'across-suez.js' : 'engine.js'),
      },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
});
