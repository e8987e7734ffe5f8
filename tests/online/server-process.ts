// The online server as players run it: `across-suez serve` in a child
// process (the command line's source, so no build is needed), on a loopback
// port, with its embedded database in a folder the test gives.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed. */
  output: () => string;
  /** SIGTERM, and wait for it to end. */
  stop(): Promise<void>;
  /** SIGKILL: a crash. */
  kill(): Promise<void>;
}

export const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `${name}-`));

export function startServer(args: string[], env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { main } from './tools/cli.ts'; process.exitCode = await main(${JSON.stringify(['serve', ...args])});`,
    ],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        const url = m[1]!;
        resolve({
          url,
          port: Number(new URL(url).port),
          child,
          output: () => out,
          stop: async () => {
            child.kill('SIGTERM');
            // a server still holding a database connection may not end on SIGTERM: end it after a while
            const gone = await Promise.race([
              ended.then(() => true),
              new Promise((r) => setTimeout(() => r(false), 5000)),
            ]);
            if (!gone) {
              child.kill('SIGKILL');
              await ended;
            }
          },
          kill: async () => {
            child.kill('SIGKILL');
            await ended;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve ended (${code}) before it listened:\n${out}`)));
  });
}

/** POST /api/tables. */
export async function newTable(
  url: string,
  body: unknown,
): Promise<{
  id: string;
  game: string;
  seats: Record<string, { token: string; link: string }>;
  watch: { link: string };
}> {
  const r = await fetch(`${url}/api/tables`, { method: 'POST', body: JSON.stringify(body) });
  if (r.status !== 201) throw new Error(`${r.status}: ${await r.text()}`);
  return r.json();
}

export async function publicView(
  url: string,
  id: string,
): Promise<{
  seq: number;
  record: string;
  deciding: string | null;
  presence: { seats: Record<string, boolean>; watchers: number };
}> {
  return (await fetch(`${url}/api/tables/${id}`)).json();
}
