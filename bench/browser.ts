// npm run bench:browser — in Chromium, the time from a click on a unit to its
// legal destinations drawn (Lit's update done), and to the next frame; the
// built module (dist/across-suez.js) in a plain page. Then the computer
// player's whole Israeli Movement Phase at each level, on the main thread of
// a page that imports the built engine (dist/esm/engine.js), as the Node
// bench's 'ai phases' group measures it.
import { createServer } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import puppeteer from 'puppeteer-core';
import { chromiumOptions } from '../scripts/chromium.mjs';
import { crowded } from './games/across-suez-positions.js';

const module = await readFile('dist/across-suez.js');
const page = `<!doctype html><meta charset="utf-8"><script type="module" src="/m.js"></script><div style="width:1200px"><across-suez seed="1"></across-suez></div>`;
const server = createServer((req, res) => {
  if (req.url === '/m.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(module);
  else if (req.url?.startsWith('/dist/esm/') && /^[\w/.-]+\.js$/.test(req.url) && !req.url.includes('..'))
    readFile(req.url.slice(1)).then(
      (js) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(js),
      () => res.writeHead(404).end(),
    );
  else res.writeHead(200, { 'content-type': 'text/html' }).end(page);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as { port: number }).port;
const browser = await puppeteer.launch(chromiumOptions());
const tab = await browser.newPage();
await tab.setViewport({ width: 1280, height: 1400 });
await tab.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
// the page-side code is a string: tsx would otherwise wrap its functions in helpers the page lacks
const measure = `(async () => {
  const el = document.querySelector('across-suez');
  await customElements.whenDefined('across-suez');
  await el.ready;
  await el.updateComplete;
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
  const rendered = [], painted = [];
  for (let i = 0; i < 60; i++) {
    const hex = i % 2 === 0 ? '0210' : '0211'; // Reshev 1, then Sharon: each click selects and highlights
    const t0 = performance.now();
    el.shadowRoot.querySelector('#hex-' + hex).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await el.updateComplete;
    rendered.push(performance.now() - t0);
    await frame();
    painted.push(performance.now() - t0);
  }
  const q = (xs, f) => xs.sort((a, b) => a - b)[Math.floor(xs.length * f)];
  return { rendered: [q(rendered, 0.5), q(rendered, 0.9)], painted: [q(painted, 0.5), q(painted, 0.9)], highlights: el.shadowRoot.querySelectorAll('.reach').length };
})()`;
const result = (await tab.evaluate(measure)) as { rendered: number[]; painted: number[]; highlights: number };
console.log(
  `click on a unit → its ${result.highlights} legal destinations drawn: median ${result.rendered[0]!.toFixed(1)} ms, p90 ${result.rendered[1]!.toFixed(1)} ms`,
);
console.log(
  `click → next animation frame: median ${result.painted[0]!.toFixed(1)} ms, p90 ${result.painted[1]!.toFixed(1)} ms (one frame is 16.7 ms at 60 Hz)`,
);
// the computer player: each level's whole Israeli Movement Phase, from Game-Turn 1 and the crowded Game-Turn 3,
// timed in the page (wall clock) and as the CPU time of Chromium's processes (a shared machine slows the first)
await tab.evaluate(`(async () => {
  const { Game, createPlayer } = await import('/dist/esm/engine.js');
  const crowded = ${JSON.stringify(crowded)};
  const games = { start: await Game.create({ seed: 1 }), crowded: await Game.create({ seed: 1, position: crowded }) };
  globalThis.phase = (position, level, seed) => {
    const g = games[position].clone({ forSearch: true });
    const ai = createPlayer('israeli', level, { seed });
    const t0 = performance.now();
    while (g.phase === 'movement' && g.side === 'israeli') g.apply(ai.decide(g));
    return performance.now() - t0;
  };
})()`);
const ticks = 100; // USER_HZ: /proc reports CPU time in these
/** CPU milliseconds used so far by the browser and every process under it. */
async function browserCpuMs(): Promise<number> {
  const root = browser.process()?.pid;
  const procs = new Map<number, { ppid: number; cpu: number }>();
  for (const dir of await readdir('/proc')) {
    if (!/^\d+$/.test(dir)) continue;
    const stat = await readFile(`/proc/${dir}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.length > 13)
      procs.set(Number(dir), { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) });
  }
  const within = (pid: number): boolean => pid === root || (procs.has(pid) && pid > 1 && within(procs.get(pid)!.ppid));
  let total = 0;
  for (const [pid, p] of procs) if (within(pid)) total += p.cpu;
  return (total * 1000) / ticks;
}
const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
console.log(
  `\nthe computer player in Chromium (${await browser.version()}, main thread; load ${os.loadavg()[0]!.toFixed(1)}):`,
);
for (const [position, label] of [
  ['start', 'Game-Turn 1'],
  ['crowded', 'crowded Game-Turn 3'],
] as const) {
  for (const level of ['easy', 'normal', 'hard'] as const) {
    const samples = { easy: 9, normal: 5, hard: 5 }[level];
    await tab.evaluate(`phase(${JSON.stringify(position)}, '${level}', 1000)`); // warm-up
    const wall: number[] = [],
      cpu: number[] = [];
    for (let i = 0; i < samples; i++) {
      const before = await browserCpuMs();
      wall.push((await tab.evaluate(`phase(${JSON.stringify(position)}, '${level}', ${i + 2})`)) as number);
      cpu.push((await browserCpuMs()) - before);
    }
    console.log(
      `${level}, a whole Israeli Movement Phase, ${label}: median ${median(cpu).toFixed(0)} ms CPU, ${median(wall).toFixed(0)} ms wall (${samples} samples, seeds 2…)`,
    );
  }
}
await browser.close();
server.close();
