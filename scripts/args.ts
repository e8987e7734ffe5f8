// The command-line options of the npm scripts: `--name value` and `--flag`.
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

/** The value after `--name`, or `fallback` when the option is absent or has no value. */
export function option(name: string, fallback: string): string;
export function option(name: string, fallback: null): string | null;
export function option(name: string, fallback: string | null): string | null {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  return value !== undefined && !value.startsWith('--') ? value : fallback;
}

/** Whether `--name` is given. */
export function flag(name: string): boolean {
  return process.argv.includes(`--${name}`);
}

/**
 * `--help` or `-h` on the main thread: prints the script's usage — its opening `//` comment — on standard
 * output and exits 0, before the script starts any work. (Worker threads load the same file to play its jobs.)
 */
export function exitWithUsageIfAsked(scriptUrl: string): void {
  if (!isMainThread || !(flag('help') || process.argv.includes('-h'))) return;
  const lines = readFileSync(new URL(scriptUrl), 'utf8').split('\n');
  const usage = lines.slice(
    0,
    lines.findIndex((line) => !line.startsWith('//')),
  );
  process.stdout.write(`${usage.map((line) => line.replace(/^\/\/ ?/, '')).join('\n')}\n`);
  process.exit(0);
}
