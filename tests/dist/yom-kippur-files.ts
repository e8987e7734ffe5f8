// The files beside dist/yom-kippur.js that a page loads for a reason the tests name, read from dist/.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The phase rules (src/games/yom-kippur/phase-rules.ts), which a game's context loads beside its board: their
 * file and the files it imports but the module itself (a part it shares with the advanced game's view), as
 * paths of the site.
 */
export function phaseRulesFiles(): Set<string> {
  const file = readdirSync('dist').find((f) => /^yom-kippur-phase-rules-[\w-]+\.js$/.test(f));
  if (!file) throw new Error('dist/ has no yom-kippur-phase-rules-*.js: npm run build');
  const imports = [...readFileSync(`dist/${file}`, 'utf8').matchAll(/from\s*"\.\/([\w-]+\.js)"/g)].map((m) => m[1]!);
  return new Set([file, ...imports.filter((f) => f !== 'yom-kippur.js')].map((f) => `/${f}`));
}

/** A page's requests but the favicon, with the phase rules' files named 'phase rules' once (they load one after another). */
export function namingPhaseRules(requests: string[]): string[] {
  const files = phaseRulesFiles();
  const named = requests.flatMap((r) => (r === '/favicon.ico' ? [] : [files.has(r) ? 'phase rules' : r]));
  return named.filter((r, i) => r !== 'phase rules' || named[i - 1] !== 'phase rules');
}
