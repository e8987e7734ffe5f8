// The last step of `npm run build`: dist/custom-elements.json as the package
// ships it. The analyser (cem analyze) reads the elements' TypeScript and
// their JSDoc; this keeps the elements' modules only, at the paths the
// package ships (dist/esm/<tag>.js), and writes from the code itself what
// JSDoc would have to repeat by hand: every event an element dispatches
// (its game's events, component/<game>/events.ts, and the generic ones) with
// its detail type, every part its templates name, every CSS custom property
// its stylesheets give a default (the map layer's --hex-*, their former
// --as-* names, the game's own). tests/dist/custom-elements.test.ts checks
// it against what the elements dispatch.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
  deprecated?: string;
}
interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  description?: string;
  superclass?: unknown;
  members?: { name: string; privacy?: string; static?: boolean; inheritedFrom?: unknown }[];
  attributes?: { name: string; inheritedFrom?: unknown }[];
  events?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
}
interface Manifest {
  schemaVersion: string;
  readme?: string;
  modules: { kind: string; path: string; declarations?: Declaration[]; exports?: unknown[] }[];
}

/** The events every element dispatches besides its game's (component/hexmap/hex-map-base.ts, the elements' input). */
const GENERIC_EVENTS: Record<string, string> = {
  ready: 'the engine has loaded and the first game is set up',
  beforemove: 'cancelable: a move the reader is making (preventDefault() stops it)',
  beforeattack: 'cancelable: an attack the reader is making',
  gameover: "the game is over (the game's `over` event)",
  error: 'what the element was given could not be used; the message is shown (does not bubble)',
  change: 'after an action is applied or undone, or a game is set: the cause, the action and the events it made',
};

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (name.endsWith('.ts')) yield readFileSync(path, 'utf8');
  }
}

/** Literal part="…" names in a folder's templates. */
const partsIn = (dir: string): string[] =>
  [...sources(dir)].flatMap((text) => [...text.matchAll(/\bpart="([a-z-]+)"/g)].map((m) => m[1]!));

/** Custom properties a stylesheet gives a default, with the former name a default reads first (var(--as-bg, …)). */
const propertiesIn = (file: string): { name: string; former?: string }[] =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(--[a-z][a-z-]*):\s*(?:var\((--[a-z-]+),)?/gm)].map((m) => ({
    name: m[1]!,
    ...(m[2] && { former: m[2] }),
  }));

const byName = (list: Described[] | undefined) => new Map((list ?? []).map((d) => [d.name, d]));

export async function shippedManifest(manifest: Manifest): Promise<Manifest> {
  const modules: Manifest['modules'] = [];
  for (const mod of manifest.modules) {
    const element = mod.declarations?.find((d) => d.customElement && d.tagName);
    if (!element) continue;
    const tag = element.tagName!;
    const game = mod.path.split('/')[1]!;
    const { GAME_EVENTS } = (await import(`../component/${game}/events.ts`)) as { GAME_EVENTS: readonly string[] };
    const prefix = tag.replace(/(^|-)([a-z])/g, (_, _d, c: string) => c.toUpperCase());
    const jsdocEvents = byName(element.events);
    const events = [...GAME_EVENTS, ...Object.keys(GENERIC_EVENTS)].map((name) => ({
      name,
      type: { text: `CustomEvent<${prefix}EventDetails['${name}']>` },
      description: jsdocEvents.get(name)?.description ?? GENERIC_EVENTS[name] ?? `the game's \`${name}\` event`,
    }));
    const jsdocParts = byName(element.cssParts);
    const parts = [...new Set([...partsIn('component/hexmap'), ...partsIn(`component/${game}`)])].sort();
    const jsdocProps = byName(element.cssProperties);
    const properties: Described[] = [];
    for (const file of ['component/hexmap/styles.ts', `component/${game}/styles.ts`])
      for (const { name, former } of propertiesIn(file)) {
        properties.push({
          name,
          ...(jsdocProps.get(name)?.description && { description: jsdocProps.get(name)!.description }),
        });
        if (former && former !== name)
          properties.push({
            name: former,
            deprecated: `read for one release: use ${name}`,
            description: `former name of ${name}`,
          });
      }
    const path = `dist/esm/${tag}.js`;
    modules.push({
      kind: 'javascript-module',
      path,
      declarations: [
        {
          ...element,
          superclass: { name: 'LitElement', package: 'lit' },
          members: (element.members ?? [])
            .filter((m) => !m.privacy || m.privacy === 'public')
            .map(({ inheritedFrom: _, ...m }) => m),
          attributes: (element.attributes ?? []).map(({ inheritedFrom: _, ...a }) => a),
          events,
          cssParts: parts.map((name) => ({
            name,
            ...(jsdocParts.get(name)?.description && { description: jsdocParts.get(name)!.description }),
          })),
          cssProperties: [...new Map(properties.map((p) => [p.name, p])).values()],
        },
      ],
      exports: [
        { kind: 'js', name: element.name, declaration: { name: element.name, module: path } },
        { kind: 'custom-element-definition', name: tag, declaration: { name: element.name, module: path } },
      ],
    });
  }
  return { ...manifest, modules };
}

if (process.argv[1]?.endsWith('custom-elements.ts')) {
  const file = 'dist/custom-elements.json';
  if (!existsSync(file)) throw new Error(`${file}: run cem analyze first`);
  const shipped = await shippedManifest(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
  writeFileSync(file, JSON.stringify(shipped, null, 2) + '\n');
}
