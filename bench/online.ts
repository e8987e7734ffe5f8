// npm run bench -- --group online: `across-suez serve` in a child process on
// loopback with its embedded database, N tables of Across Suez, two scripted
// clients each (in this process) playing random legal actions with a pause
// between decisions, as people would, however briefly. Reports actions a
// second, the latency from play() to the other seat's `action` event (p50,
// p99), the server's resident memory, and errors (refusals, lost actions).
import { readFileSync } from 'node:fs';
import { joinTable, type OnlineTable } from '../src/online.js';
import { newTable, startServer, tempDir } from '../tests/online/server-process.js';
import { random } from '../tests/online/players.js';
import type { Group } from './measure.js';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

export const online: Group = {
  name: 'online',
  seconds: 120,
  once: true,
  async run(report, { quick }) {
    const tables = quick ? 20 : 200;
    const measureMs = quick ? 10_000 : 30_000;
    /** A seat thinks this long (ms) on average before it plays: 200 tables make ~200 actions a second. */
    const think = 1000;
    const server = await startServer(['--port', '0', '--data', tempDir('across-suez-bench-online'), '--rate', '1000']);
    const rand = random(1);
    const latencies: number[] = [];
    let errors = 0;
    let actions = 0;
    let measuring = false;
    let stop = false;
    const clients: OnlineTable[] = [];
    const loops: Promise<void>[] = [];
    for (let i = 0; i < tables; i++) {
      const made = await newTable(server.url, { game: 'across-suez' });
      const seats: Record<string, OnlineTable> = {};
      for (const [side, { token }] of Object.entries(made.seats))
        seats[side] = await joinTable(server.url, { id: made.id, token });
      clients.push(...Object.values(seats));
      const sent = new Map<number, number>();
      for (const [side, t] of Object.entries(seats)) {
        t.addEventListener('action', (e) => {
          const a = (e as CustomEvent<{ seq: number; side: string }>).detail;
          const at = sent.get(a.seq);
          // the other seat hears of it
          if (at !== undefined && a.side !== side && measuring) latencies.push(performance.now() - at);
        });
      }
      loops.push(
        (async () => {
          while (!stop) {
            await new Promise((r) => setTimeout(r, think * (0.5 + rand())));
            const side = seats[Object.keys(seats)[0]!]!.game.actingSide;
            if (side === null || stop) break;
            const me = seats[side]!;
            if (me.game.actingSide !== side) continue; // not caught up yet
            const legal = me.game.legalActions();
            sent.set(me.seq + 1, performance.now());
            try {
              await me.play(legal[Math.floor(rand() * legal.length)]);
              if (measuring) actions++;
            } catch {
              if (measuring) errors++;
            }
          }
        })(),
      );
    }
    await new Promise((r) => setTimeout(r, 3000)); // every table under way
    measuring = true;
    const started = performance.now();
    let peak = 0;
    while (performance.now() - started < measureMs) {
      await new Promise((r) => setTimeout(r, 1000));
      peak = Math.max(peak, rssMb(server.child.pid!));
    }
    measuring = false;
    const seconds = (performance.now() - started) / 1000;
    stop = true;
    await Promise.all(loops);
    for (const c of clients) c.close();
    await server.stop();
    latencies.sort((a, b) => a - b);
    const over = `${tables} tables, ${latencies.length} actions heard`;
    report({
      group: 'online',
      name: `actions a second (${tables} tables)`,
      value: actions / seconds,
      unit: '/s',
      better: 'higher',
      over,
    });
    report({
      group: 'online',
      name: "play() to the other seat's action event, p50",
      value: quantile(latencies, 0.5),
      unit: 'ms',
      better: 'lower',
      over,
    });
    report({
      group: 'online',
      name: "play() to the other seat's action event, p99",
      value: quantile(latencies, 0.99),
      unit: 'ms',
      better: 'lower',
      over,
    });
    report({ group: 'online', name: 'server resident memory, peak', value: peak, unit: 'MB', better: 'lower', over });
    report({ group: 'online', name: 'errors (refused or lost plays)', value: errors, unit: '', better: 'lower', over });
  },
};
