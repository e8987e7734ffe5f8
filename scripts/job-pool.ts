// Jobs handed to worker threads, one at a time per worker as workers free up,
// with a progress bar on stderr: how the simulate and match scripts play
// many games at once. A worker runs the module given (through tsx's loader),
// which answers jobs with serveJobs.
import { Worker, parentPort } from 'node:worker_threads';

export async function runJobs<J, R>(
  jobs: J[],
  workers: number,
  label: string,
  workerModule: string,
  onResult?: (r: R) => void,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const started = performance.now();
  const draw = () => {
    const done = results.length,
      width = 30;
    const bar = '█'.repeat(Math.round((done / jobs.length) * width)).padEnd(width, '·');
    const secs = (performance.now() - started) / 1000;
    const eta = done ? (secs / done) * (jobs.length - done) : 0;
    process.stderr.write(
      `\r${label} ${bar} ${done}/${jobs.length}  ${secs.toFixed(0)} s${done ? `, ~${eta.toFixed(0)} s left` : ''}   `,
    );
  };
  draw();
  await Promise.all(
    Array.from(
      { length: Math.max(1, Math.min(workers, jobs.length)) },
      () =>
        new Promise<void>((resolve, reject) => {
          const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerModule)}); })`;
          const worker = new Worker(boot, { eval: true, workerData: {} });
          const feed = () => worker.postMessage(next < jobs.length ? jobs[next++] : null);
          worker.on('message', (m: R | 'ready') => {
            if (m !== 'ready') {
              results.push(m);
              onResult?.(m);
              draw();
            }
            feed();
          });
          worker.on('error', reject);
          worker.on('exit', () => resolve());
        }),
    ),
  );
  process.stderr.write('\n');
  return results;
}

/** In a worker: answers each job with `handle`, and exits when told there are no more. */
export function serveJobs<J, R>(handle: (job: J) => Promise<R>): void {
  parentPort!.on('message', async (job: J | null) => {
    if (job === null) process.exit(0);
    parentPort!.postMessage(await handle(job));
  });
  parentPort!.postMessage('ready');
}
