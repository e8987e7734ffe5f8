// node --import tsx scripts/evaluate-page-times.ts [--level hard] [--seeds 3,5,7] [--ai both] [--minutes 20] [--stall 60] [--evaluation]
//
// How long the computer takes to decide in the page, as a reader meets it
// (issue 30: `hard`'s median <= 300 ms, p99 <= 2 s): <yom-kippur> from the
// built module (dist/yom-kippur.js, after `npm run build`) in a plain page in
// Chromium, the computer playing `--ai` (both sides by default) at `--level`,
// searching in the element's default worker (dist/yom-kippur-ai-worker.js),
// with `prefers-reduced-motion: reduce` (so the pause the element leaves
// between the computer's actions for the reader's eye is off). Each game runs
// to its end (or `--minutes`). A spy on the page's Worker times each
// question: from the page posting it ('decide', the position included) to the
// worker's answer (the game rebuilt from its position, the search, the
// messages), and from one computer action's answer to the next (the page's
// own work between them: applying the action, rendering, cloning the game
// and writing its position). Prints percentiles of both, per side and pooled.
// `--evaluation` shows the chances bar, whose estimates share the worker.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import puppeteer from 'puppeteer-core';
import { chromiumOptions } from './chromium.mjs';
import { exitWithUsageIfAsked, flag, option } from './args.js';

exitWithUsageIfAsked(import.meta.url);

const level = option('level', 'hard');
const ai = option('ai', 'both');
const seeds = option('seeds', '3,5,7').split(',').map(Number);
const minutes = Number(option('minutes', '20'));
const evaluation = flag('evaluation') ? ' evaluation' : '';
/** Seconds without a computer action after which a game counts as stalled. */
const stall = Number(option('stall', '60'));

const page = (seed: number) =>
  `<!doctype html><meta charset="utf-8"><script type="module" src="/dist/yom-kippur.js"></script>` +
  `<div style="width:1200px"><yom-kippur seed="${seed}" ai="${ai}" level="${level}"${evaluation}></yom-kippur></div>`;
let seedNow = seeds[0]!;
const server = createServer((req, res) => {
  const url = req.url ?? '/';
  if (url.startsWith('/dist/') && /^[\w/.-]+\.(js|wasm|json)$/.test(url) && !url.includes('..'))
    readFile(url.slice(1)).then(
      (body) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(body),
      () => res.writeHead(404).end(),
    );
  else res.writeHead(200, { 'content-type': 'text/html' }).end(page(seedNow));
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as { port: number }).port;

// the spy, a string run before the page's scripts: each 'decide' posted and each 'action' answered, with the time
const spy = `(() => {
  const Original = window.Worker;
  const log = (window.__decisions = []);
  const asked = new Map();
  window.Worker = class extends Original {
    constructor(url, options) {
      super(url, options);
      this.addEventListener('message', (e) => {
        const d = e.data;
        if (d && d.type === 'action' && asked.has(d.id)) {
          const q = asked.get(d.id);
          asked.delete(d.id);
          log.push({ side: q.side, turn: q.turn, asked: q.t, answered: performance.now() });
        }
      });
    }
    postMessage(message, transfer) {
      if (message && message.type === 'decide')
        asked.set(message.id, { side: message.side, turn: message.position.turn, t: performance.now() });
      super.postMessage(message, transfer);
    }
  };
})()`;

interface Decision {
  side: string;
  turn: number;
  asked: number;
  answered: number;
}
interface Timed {
  side: string;
  worker: number;
  /** From the previous computer answer, when the previous decision was the computer's too. */
  between: number | null;
}

const browser = await puppeteer.launch(chromiumOptions());
const timed: Timed[] = [];
const ends: string[] = [];
const stalls: string[] = [];
for (const seed of seeds) {
  seedNow = seed;
  const tab = await browser.newPage();
  await tab.setViewport({ width: 1280, height: 1400 });
  await tab.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await tab.evaluateOnNewDocument(spy);
  await tab.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
  const started = Date.now();
  let state = { over: false, turn: 0, actions: 0 };
  let moved = Date.now();
  // a game whose computer stops deciding for `stall` seconds is reported, with what the page shows, and left
  while (!state.over && Date.now() - started < minutes * 60_000 && Date.now() - moved < stall * 1000) {
    await new Promise((r) => setTimeout(r, 2000));
    const before = state.actions;
    state = (await tab.evaluate(`(() => {
      const g = document.querySelector('yom-kippur').game;
      return { over: !!g && g.isOver, turn: g ? g.turn : 0, actions: g ? g.history.length : 0 };
    })()`)) as typeof state;
    if (state.actions !== before) moved = Date.now();
    process.stdout.write(
      `\rseed ${seed}: Game-Turn ${state.turn}, ${state.actions} actions, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  if (!state.over)
    stalls.push(
      `seed ${seed}: ` +
        (await tab.evaluate(`(() => {
          const el = document.querySelector('yom-kippur'), g = el.game;
          const prompt = el.shadowRoot.querySelector('[part=prompt]');
          return JSON.stringify({ turn: g.turn, phase: g.phase, phasing: g.phasingSide, acting: g.actingSide,
            pending: g.pending, prompt: prompt && prompt.textContent, last: g.history.slice(-3).map((h) => h.action) });
        })()`)),
    );
  const log = (await tab.evaluate('window.__decisions')) as Decision[];
  const winner = (await tab.evaluate(
    `(() => { const g = document.querySelector('yom-kippur').game; return g.isOver ? String(g.winningSide) : 'unfinished'; })()`,
  )) as string;
  ends.push(`seed ${seed}: ${winner}, ${state.actions} actions, ${log.length} computer decisions`);
  log.forEach((d, i) =>
    timed.push({
      side: d.side,
      worker: d.answered - d.asked,
      between: i > 0 ? d.answered - log[i - 1]!.answered : null,
    }),
  );
  await tab.close();
}
process.stdout.write('\n');

const q = (xs: number[], f: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * f))]!;
function row(label: string, xs: number[]): string {
  xs.sort((a, b) => a - b);
  const ms = (x: number) => x.toFixed(0);
  return `| ${label} | ${xs.length} | ${ms(q(xs, 0.5))} | ${ms(q(xs, 0.9))} | ${ms(q(xs, 0.99))} | ${ms(xs.at(-1)!)} |`;
}
console.log(
  `\n${level}, ai="${ai}"${evaluation}, seeds ${seeds.join(', ')}, Chromium ${await browser.version()}, load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
for (const e of ends) console.log(`- ${e}`);
for (const e of stalls) console.log(`- stalled or cut, ${e}`);
console.log('\n| decisions | count | median (ms) | p90 | p99 | max |\n| --- | --- | --- | --- | --- | --- |');
const sides = [...new Set(timed.map((t) => t.side))].sort();
for (const side of sides)
  console.log(
    row(
      `asked → answered, ${side}`,
      timed.filter((t) => t.side === side).map((t) => t.worker),
    ),
  );
console.log(
  row(
    'asked → answered, both',
    timed.map((t) => t.worker),
  ),
);
console.log(
  row(
    'answer → next answer',
    timed.flatMap((t) => (t.between === null ? [] : [t.between])),
  ),
);
await browser.close();
server.close();
