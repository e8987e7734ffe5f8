// The command-line options of the npm scripts: `--name value` and `--flag`.

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
