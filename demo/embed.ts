// The embed page (embed.html): one board, no chrome, from the parameters in
// the address's fragment — what the share menu's iframe code points at, and
// what a wiki that forbids page scripts can still show in an iframe.
//   embed.html#game=across-suez&position=<compact or JSON>&view=0107+0815&mode=readonly&lang=fr
// `game` is an element's tag; every game element of the package is found
// here by its folder (component/<game>/index.ts), so a new game needs no edit.
// `record` (and `ply`) replays a record instead of a position. Without `game`, the position's header names it.
import { positionGame } from '../src/engine/position-text.js';

const games = import.meta.glob<unknown>(['../component/*/index.ts', '!../component/hexmap/**']);

/** The element's attributes an embed link may set (anything else in the fragment is ignored). */
const ATTRIBUTES = ['position', 'record', 'ply', 'view', 'highlights', 'arrows', 'lang', 'ai', 'level', 'seed'];

export interface EmbedRequest {
  game: string;
  attributes: [string, string][];
  readonly: boolean;
}

/** What a fragment asks for. */
export function readFragment(hash: string): EmbedRequest {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    // a position string copied with its header names its game (yom-kippur.1:…)
    game: params.get('game') ?? positionGame(params.get('position') ?? '') ?? 'across-suez',
    attributes: ATTRIBUTES.flatMap((name) => {
      const value = params.get(name);
      return value ? [[name, value] as [string, string]] : [];
    }),
    readonly: params.get('mode') !== 'play',
  };
}

async function show(): Promise<void> {
  const request = readFragment(location.hash);
  const load = games[`../component/${request.game}/index.ts`];
  const main = document.querySelector('main')!;
  if (!load) {
    main.textContent = `No game "${request.game}" here (known: ${Object.keys(games)
      .map((k) => k.split('/')[2])
      .join(', ')}).`;
    return;
  }
  await load();
  const el = document.createElement(request.game);
  el.id = 'embed';
  for (const [name, value] of request.attributes) el.setAttribute(name, value);
  if (request.readonly) el.setAttribute('readonly', '');
  const lang = request.attributes.find(([name]) => name === 'lang')?.[1];
  if (lang) document.documentElement.lang = lang;
  main.replaceChildren(el);
  // A page that scripts its iframes may size them to the board.
  new ResizeObserver(() =>
    parent.postMessage({ type: 'hexmap-embed-size', height: document.documentElement.scrollHeight }, '*'),
  ).observe(document.body);
}

void show();
window.addEventListener('hashchange', () => void show());
