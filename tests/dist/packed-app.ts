// An app folder with the package installed as `npm install` would unpack it
// (`npm pack` of this checkout, extracted into node_modules/across-suez) and
// its dependencies linked to this repository's copies (offline; their own
// dependencies resolve from where they really are), for the tests of the
// package as its consumers see it.
import { execFile } from 'node:child_process';
import { mkdir, readFile, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');

/** Packs the package into `dir` and installs it in `app`, with `extra` packages of this repository linked too; the packed files' paths. */
export async function installPacked(dir: string, app: string, extra: string[] = []): Promise<string[]> {
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: repo });
  const [pack] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  const installed = join(app, 'node_modules', 'across-suez');
  await mkdir(installed, { recursive: true });
  await run('tar', ['xzf', join(dir, pack!.filename), '-C', installed, '--strip-components=1']);
  const { dependencies } = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const name of [...Object.keys(dependencies), ...extra]) {
    await mkdir(join(app, 'node_modules', name, '..'), { recursive: true });
    await symlink(join(repo, 'node_modules', name), join(app, 'node_modules', name), 'dir');
  }
  return pack!.files.map((f) => f.path);
}
