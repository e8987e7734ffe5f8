// The demo site: `npm start` serves it, `npm run build:demo` makes a static
// site in demo-dist/ that works from any static file host.
import { defineConfig } from 'vite';
import { resolve } from 'node:path';

const page = (name: string) => resolve(import.meta.dirname, 'demo', `${name}.html`);

export default defineConfig({
  root: 'demo',
  base: './',
  build: {
    outDir: '../demo-dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: {
        index: page('index'),
        article: page('article'),
        wiki: page('wiki'),
        scripting: page('scripting'),
        embed: page('embed'),
        editor: page('editor'),
        'yom-kippur': page('yom-kippur'),
        'yom-kippur-article': page('yom-kippur-article'),
      },
    },
  },
});
