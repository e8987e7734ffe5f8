// npx across-suez diagram …: a diagram as an SVG or PNG file, headless;
// npx across-suez animate …: a record's replay as an animated PNG;
// npx across-suez serve …: the online server (tools/serve.ts).
//
//   npx across-suez diagram --position 2ic/reshev-2@0410,16-1@0411 --view 0107,0815 --highlights 0411 \
//       --arrows 0308-0410 --lang fr --format png --out fig.png
//   npx across-suez diagram --record game.record --ply 12 --out turn3.svg
//   npx across-suez diagram --position yom-kippur.1:3ec/il-14-armd@1019,eg-15-armd.r --view 0605,1020 --out sinai.png
//   npx across-suez diagram --game yom-kippur --legend --out setup.svg
//   npx across-suez animate --record game.record --from 0 --ply 30 --view 0107,0815 --out opening.png
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { diagramPng, diagramSvg, type DiagramRequest } from './diagram.js';
import { replayApng } from './animation.js';

const USAGE = `usage: across-suez diagram [options]
       across-suez animate --record <file> [options]
       across-suez serve [options]       (the online server: across-suez serve --help)
       across-suez --version

  Exit status: 0 done, 1 failed (an unreadable position, record or file), 2 a wrong command or option.
  PNG images (--format png, an --out ending in .png, animate) need the optional peer dependency
  @resvg/resvg-js: npm install @resvg/resvg-js

  animate draws one frame an action of the record (an animated PNG, APNG);
  --from <n> starts after the record's first n actions, --ply <n> stops after n,
  --delay <ms> is how long each frame shows (default 700).

  --game <id>          the game: across-suez, yom-kippur or yom-kippur-advanced (the Sinai and the
                       Golan; the board's ids: the Golan's 0101 is 4101) (default: the one the record
                       or the position names, or the one game that reads the position)
  --position <text>    a position: JSON, or the compact string (docs/api.md); @file reads a file
  --record <file>      a record to replay (- reads standard input)
  --ply <n>            replay the record's first n actions (default: all)
  --view <hexes>       two corner hexes: 0107,0815
  --highlights <hexes> hexes to ring: 0411,0412
  --arrows <pairs>     arrows: 0308-0410,0410-0411
  --lang <en|fr>       the words of the legend and tooltips
  --legend             a legend under the map (turn, phase, sides, terrain)
  --no-hex-numbers     leave out the hex numbers
  --no-fonts           SVG: do not embed the fonts (the viewer's sans-serif)
  --scale <n>          pixels per map unit (SVG 1, PNG 2)
  --format <svg|png>   default: from --out's extension, else svg
  --out <file>         default: standard output
`;

const readText = (arg: string) => (arg === '-' ? readFileSync(0, 'utf8') : readFileSync(arg, 'utf8'));

/** A wrong command or option: the command line says so and exits with status 2 (bin/across-suez.js). */
export class UsageError extends Error {
  override name = 'UsageError';
}

const HEXES = /^\d{4}[ ,]\d{4}$/;

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  // the server's modules (Socket.IO, the database) load only for serve
  if (command === 'serve') return (await import('./serve.js')).serveCommand(rest);
  if (command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  if (command !== 'diagram' && command !== 'animate') {
    process.stderr.write(
      `across-suez: ${command === undefined ? 'no command' : `unknown command "${command}"`}\n${USAGE}`,
    );
    return 2;
  }
  let v;
  try {
    v = options(rest);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  if (v.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const number = (name: string, text: string | undefined) => {
    if (text === undefined) return undefined;
    const n = Number(text);
    if (!Number.isFinite(n) || n < 0) throw new UsageError(`--${name} must be a number, not "${text}"`);
    return n;
  };
  if (v.view !== undefined && !HEXES.test(v.view))
    throw new UsageError(`--view takes two corner hexes, 0107,0815, not "${v.view}"`);
  if (command === 'animate') {
    if (!v.record) throw new UsageError('animate needs --record <file>');
    const image = await replayApng({
      record: readText(v.record),
      ...(v.game && { game: v.game }),
      ...(v.from !== undefined && { from: number('from', v.from) }),
      ...(v.ply !== undefined && { to: number('ply', v.ply) }),
      ...(v.delay !== undefined && { delayMs: number('delay', v.delay) }),
      ...(v.view && { view: v.view }),
      ...(v.lang && { lang: v.lang }),
      ...(v.scale !== undefined && { scale: number('scale', v.scale) }),
      legend: v.legend ?? false,
      hexNumbers: !v['no-hex-numbers'],
    });
    return write(image, v.out);
  }
  const format = v.format ?? (v.out?.toLowerCase().endsWith('.png') ? 'png' : 'svg');
  if (format !== 'svg' && format !== 'png') throw new UsageError(`--format must be svg or png, not "${format}"`);
  const request: DiagramRequest = {
    ...(v.game && { game: v.game }),
    ...(v.position && { position: v.position.startsWith('@') ? readText(v.position.slice(1)) : v.position }),
    ...(v.record && { record: readText(v.record) }),
    ...(v.ply !== undefined && { ply: number('ply', v.ply) }),
    ...(v.view && { view: v.view }),
    ...(v.highlights && { highlights: v.highlights }),
    ...(v.arrows && { arrows: v.arrows }),
    ...(v.lang && { lang: v.lang }),
    ...(v.scale !== undefined && { scale: number('scale', v.scale) }),
    legend: v.legend ?? false,
    hexNumbers: !v['no-hex-numbers'],
    embedFonts: !v['no-fonts'],
  };
  return write(format === 'png' ? await diagramPng(request) : await diagramSvg(request), v.out);
}

function options(args: string[]) {
  return parseArgs({
    args,
    options: {
      game: { type: 'string' },
      position: { type: 'string' },
      record: { type: 'string' },
      ply: { type: 'string' },
      from: { type: 'string' },
      delay: { type: 'string' },
      view: { type: 'string' },
      highlights: { type: 'string' },
      arrows: { type: 'string' },
      lang: { type: 'string' },
      legend: { type: 'boolean' },
      'no-hex-numbers': { type: 'boolean' },
      'no-fonts': { type: 'boolean' },
      scale: { type: 'string' },
      format: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
}

function write(image: string | Uint8Array, out: string | undefined): number {
  if (out) writeFileSync(out, image);
  else process.stdout.write(image);
  return 0;
}
