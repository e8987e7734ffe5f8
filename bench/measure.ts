// How the benchmarks measure, for every game's rows (bench/games/*.ts):
// latency rows by tinybench (medians, p75, p99), and throughput rows as
// work done ÷ total time (games per second is games ÷ seconds, never the
// mean of 1/latency), after a warm-up that lasts until two batches in a row
// agree. Throughput and AI rows count the process's CPU time (cpuMs). Each row reports one figure; bench/run.ts runs every group in
// separate processes several times and prints the medians.
import { Bench } from 'tinybench';

/**
 * The process's CPU time in ms (user + system, every thread: the garbage
 * collector's helpers count). The machine the project runs on is shared:
 * another process taking the core stretches wall time, not CPU time.
 */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** One figure a row reports. `better`: which way is an improvement. */
export interface Row {
  group: string;
  name: string;
  value: number;
  unit: string;
  better: 'higher' | 'lower';
  /** Spread within the process, when the row has one (p75, p99 of a latency row). */
  p75?: number;
  p99?: number;
  /** What the figure was taken over (games, playouts, seeds). */
  over?: string;
}

/** A group of rows, run in a process of its own: the name bench/run.ts passes to the child. */
export interface Group {
  name: string;
  /** Seconds it takes, roughly (for the run's plan). */
  seconds: number;
  /** Run in the first round only (long rows whose spread is not the point: memory). */
  once?: boolean;
  run(report: (row: Row) => void, options: { quick: boolean }): Promise<void>;
}

/** A game's benchmark module: its groups, in the order they print. */
export interface GameBench {
  game: string;
  groups: Group[];
}

/** Latency rows (medians in µs) by tinybench; each task runs for `time` ms after warming up. */
export async function latency(
  group: string,
  tasks: Record<string, () => unknown>,
  report: (row: Row) => void,
  { time = 300, iterations = 64 }: { time?: number; iterations?: number } = {},
): Promise<void> {
  const bench = new Bench({ time, warmupTime: 100, iterations, warmupIterations: Math.min(iterations, 8) });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  for (const t of bench.tasks) {
    const r = t.result as unknown as { latency: { p50: number; p75: number; p99: number } };
    report({
      group,
      name: t.name,
      value: r.latency.p50 * 1000,
      p75: r.latency.p75 * 1000,
      p99: r.latency.p99 * 1000,
      unit: 'µs',
      better: 'lower',
    });
  }
}

/** Where the warm-up's units are numbered from: far from the measured ones (0, 1, …), which are seeds `i + 1`. */
export const WARMUP_FROM = 100_000;

/**
 * Units of work per second: `work(i)` does one unit (a game, a playout) and
 * may be async. Batches of `batchMs` run until two in a row agree within 10%
 * (at most `maxWarmup` batches), then the measured batch runs for `measureMs`
 * or `minUnits`, whichever is longer: units ÷ total seconds. The warm-up
 * takes its units from a range of its own (`WARMUP_FROM` on), and the
 * measured batch always starts at unit 0: two checkouts run side by side
 * (`--against`) measure the same seeds, the faster one only going further.
 * (Counting on from the warm-up, a faster checkout measured later seeds, and
 * one game's cost varies more from seed to seed than a change does.)
 */
export async function throughput(
  work: (i: number) => unknown,
  {
    batchMs = 1000,
    maxWarmup = 6,
    measureMs = 3000,
    minUnits = 10,
  }: { batchMs?: number; maxWarmup?: number; measureMs?: number; minUnits?: number } = {},
): Promise<{ perSecond: number; units: number }> {
  let i = WARMUP_FROM;
  const batch = async (ms: number, min: number) => {
    const t0 = cpuMs();
    let n = 0;
    while (cpuMs() - t0 < ms || n < min) {
      await work(i++);
      n++;
    }
    return { units: n, perSecond: (n * 1000) / (cpuMs() - t0) };
  };
  let last = 0;
  for (let k = 0; k < maxWarmup; k++) {
    const { perSecond } = await batch(batchMs, 1);
    if (last > 0 && Math.abs(perSecond - last) / last < 0.1) break;
    last = perSecond;
  }
  i = 0;
  return batch(measureMs, minUnits);
}

/** CPU milliseconds of each of `samples` runs of `work` after `warmup` unmeasured ones: their median. */
export async function medianMs(work: (i: number) => unknown, samples: number, warmup = 1): Promise<number> {
  for (let i = 0; i < warmup; i++) await work(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t = cpuMs();
    await work(i);
    times.push(cpuMs() - t);
  }
  return median(times);
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
