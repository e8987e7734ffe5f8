// What the share menu's buttons do (share-menu.ts loads this on the first
// press): the texts an author pastes — a link, an iframe of the site's
// embed page, the element's tag — each carrying the compact position, and
// the files (SVG, PNG, record); and "Play online", a table on the element's
// server (docs/online.md). Generic: the game is the element's tag name.
import type { HexGame } from './hex-game.js';
import { download } from './game-over.js';
import { fill, type HexmapText } from './text.js';
import { shareWords } from './share-words-en.js';

export type ShareAction = 'link' | 'embed' | 'tag' | 'position' | 'svg' | 'png' | 'record' | 'online';

/** The element, as the menu reads it. */
export interface ShareHost extends HTMLElement {
  readonly game: HexGame | null;
  lang: string;
  readonly: boolean;
  view: string | null;
  highlights: string | null;
  arrows: string | null;
  /** The address of the site's embed page (embed.html). */
  embedPage: string;
  /** The online server "Play online" makes tables on (the `server` attribute). */
  server: string | null;
  /** The table and the seat's token the element plays: "Play online" sets them. */
  table: string | null;
  token: string | null;
  shareLink(): string;
  exportRecord(): string;
  toSVG(): Promise<string>;
  toPNG(): Promise<Blob>;
}

/** What the element hands the menu: itself, its words, and what only it knows. */
export interface ShareSource {
  host: ShareHost;
  t: HexmapText;
  /** The game's name for people (the iframe's title). */
  title: string;
  /** Files are named `<file>.svg`, `<file>.png`, `<file>.txt`. */
  file: string;
  /** The map's drawn box "x y width height" (the iframe keeps its proportions). */
  viewBox: string;
  /** A side's name in the element's language ("Play online" names the seats; default: the side's id). */
  sideName?(side: string): string;
}

/**
 * The game's compact position string (without the dice's state: a shared board rolls new dice), or its JSON when
 * the game has none. `header`: led by the game's id and format ("<game>.1:"), for a string copied on its own,
 * which the CLI, a fence or the embed page then read as that game's; an element's attribute needs none.
 */
export async function positionOf(game: HexGame, header = false): Promise<string> {
  try {
    if (game.positionText) return await game.positionText({ header, dice: false });
  } catch {
    /* no codec: the JSON below */
  }
  const { rng: _dice, ...position } = game.position() as Record<string, unknown>;
  return JSON.stringify(position);
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The element's attributes that make the same picture: position, lang, readonly, view, highlights, arrows. */
async function attributes({ host }: ShareSource): Promise<[string, string | true][]> {
  const list: [string, string | true][] = [['position', await positionOf(host.game!)]];
  if (host.lang && host.lang !== 'en') list.push(['lang', host.lang]);
  if (host.readonly) list.push(['readonly', true]);
  for (const name of ['view', 'highlights', 'arrows'] as const) {
    const value = host[name];
    if (value) list.push([name, value]);
  }
  return list;
}

/** The element's tag with the attributes that draw the same board: `<tag position="…" …></tag>`. */
export async function tagCode(s: ShareSource): Promise<string> {
  // JSON (a game without a compact string) reads better between single quotes
  const quoted = (v: string) =>
    v.includes('"') && !v.includes("'") ? `'${v.replace(/&/g, '&amp;')}'` : `"${escape(v)}"`;
  const attrs = (await attributes(s)).map(([k, v]) => (v === true ? ` ${k}` : ` ${k}=${quoted(v)}`)).join('');
  const tag = s.host.localName;
  return `<${tag}${attrs}></${tag}>`;
}

/** The embed page's address for this element: `embed.html#game=…&position=…&mode=readonly|play…`. */
export async function embedLink(s: ShareSource): Promise<string> {
  const params = new URLSearchParams({ game: s.host.localName });
  for (const [k, v] of await attributes(s)) if (v !== true) params.set(k, v);
  params.set('mode', s.host.readonly ? 'readonly' : 'play');
  const url = new URL(s.host.embedPage, location.href);
  url.hash = params.toString();
  return url.toString();
}

/** An iframe of the embed page, as wide as a column, as tall as the map's proportions (or a playing board). */
export async function embedCode(s: ShareSource): Promise<string> {
  const [, , w, h] = s.viewBox.split(' ').map(Number);
  const width = 640;
  const height = s.host.readonly && w && h ? Math.ceil((width * h) / w) : 720;
  return `<iframe src="${escape(await embedLink(s))}" title="${escape(s.title)}" width="${width}" height="${height}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}

/** Puts a text on the clipboard; false when the browser refuses (no permission, no secure context). */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** POST /api/tables's answer (docs/online.md). */
interface MadeTable {
  id: string;
  seats: Record<string, { token: string; link: string }>;
  watch: { link: string };
}

/**
 * "Play online as <side>": a table made on the element's server from the game as it stands (its position; the
 * server rolls new dice), the other seats' links and the watch link copied to send, and the element moved onto
 * the reader's seat (its `table` and `token`), where it plays the table as any seat's link would.
 */
async function playOnline(s: ShareSource, side: string): Promise<{ status: string; manual: string }> {
  const { host } = s;
  const t = shareWords(s.t);
  const game = host.game!;
  const body = { game: game.rules.descriptor.id, options: { position: await positionOf(game) } };
  const res = await fetch(new URL('api/tables', host.server!.replace(/\/*$/, '/')), {
    method: 'POST',
    body: JSON.stringify(body),
  });
  const made = (await res.json()) as MadeTable & { error?: string };
  if (res.status !== 201 || !made.seats[side])
    throw new Error(fill(t.tableRefused, { error: made.error ?? res.status }));
  const sideName = (seat: string) => s.sideName?.(seat) ?? seat;
  const links = Object.entries(made.seats)
    .filter(([seat]) => seat !== side)
    .map(([seat, { link }]) => `${sideName(seat)}: ${link}`);
  const text = [...links, `${t.watchLink}: ${made.watch.link}`].join('\n');
  host.token = made.seats[side].token;
  host.table = made.id;
  const name = sideName(side);
  return (await copy(text))
    ? { status: fill(t.tableMade, { side: name }), manual: '' }
    : { status: fill(t.tableMadeByHand, { side: name }), manual: text };
}

/**
 * Does what a menu item says (`side`: the seat "Play online" takes); returns the confirmation and, when the
 * clipboard refused, the text to copy by hand.
 */
export async function share(
  action: ShareAction,
  s: ShareSource,
  side?: string,
): Promise<{ status: string; manual: string }> {
  const { host } = s;
  const t = shareWords(s.t);
  if (action === 'online') return playOnline(s, side!);
  const files: Partial<Record<ShareAction, () => Promise<[string, string | Blob]>>> = {
    svg: async () => [`${s.file}.svg`, new Blob([await host.toSVG()], { type: 'image/svg+xml' })],
    png: async () => [`${s.file}.png`, await host.toPNG()],
    record: async () => [`${s.file}.txt`, host.exportRecord()],
  };
  const file = files[action];
  if (file) {
    const [name, body] = await file();
    download(name, body);
    return { status: fill(t.downloaded, { file: name }), manual: '' };
  }
  const texts: Record<string, [() => Promise<string> | string, string]> = {
    link: [() => host.shareLink(), t.copiedLink],
    embed: [() => embedCode(s), t.copiedEmbed],
    tag: [() => tagCode(s), fill(t.copiedTag, { tag: host.localName })],
    position: [() => positionOf(host.game!, true), t.copiedPosition],
  };
  const [make, done] = texts[action]!;
  const text = await make();
  return (await copy(text)) ? { status: done, manual: '' } : { status: t.copyByHand, manual: text };
}
