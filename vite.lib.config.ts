// npm run build: the distributable modules in dist/.
//   --mode engine    dist/engine.js        the headless Game (across-suez/engine), Wasm inlined
//   --mode element   dist/across-suez.js   the <across-suez> element with the engine and Wasm: one self-contained module
//   --mode worker    dist/ai-worker.js     the computer player for a Web Worker (WorkerAiPlayer)
import { defineConfig } from 'vite';

export default defineConfig(({ mode }) => {
  const entries: Record<string, [string, string]> = {
    engine: ['src/index.ts', 'engine.js'],
    element: ['component/index.ts', 'across-suez.js'],
    worker: ['src/games/across-suez/ai/worker.ts', 'ai-worker.js'],
  };
  const [entry, file] = entries[mode] ?? entries.engine!;
  return {
    // the element finds the worker script shipped beside it (component/computer.ts)
    define: mode === 'element' ? { __AI_WORKER_FILE__: JSON.stringify('./ai-worker.js') } : {},
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry,
        formats: ['es'],
        fileName: () => file,
      },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
});
