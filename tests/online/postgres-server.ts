// A throwaway Postgres server for the scale-out test: Debian's binaries
// (apt-get install postgresql), a data folder owned by the postgres user
// (initdb and postgres refuse to run as root), a loopback port.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { tempDir } from './server-process.js';

/** The folder of Postgres's binaries on this machine, or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const dir = versions.map((v) => path.join(root, v, 'bin')).find((d) => existsSync(path.join(d, 'postgres')));
  return dir ?? null;
}

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(bin: string, port: number): Promise<PostgresServer> {
  const data = tempDir('across-suez-pg');
  const root = userInfo().uid === 0;
  // as root, the cluster belongs to the postgres user and every command runs as that user
  const as = (cmd: string, args: string[]): [string, string[]] =>
    root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  if (root) {
    const pg = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(data, pg, pg);
  }
  execFileSync(...as(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']), {
    stdio: 'ignore',
  });
  const [cmd, args] = as(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    data,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
  ]);
  const child: ChildProcess = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (/ready to accept connections/.test(log)) break;
    if (child.exitCode !== null || i > 600) throw new Error(`postgres did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      child.kill('SIGINT');
      // the signal goes to the wrapper that runs postgres as its own user, which may not pass it on
      const gone = await Promise.race([ended.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]);
      if (!gone) {
        try {
          execFileSync('pkill', ['-KILL', '-f', data]);
        } catch {
          // none left
        }
        child.kill('SIGKILL');
        await ended;
      }
    },
  };
}
