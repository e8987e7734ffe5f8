// The position editor (editor.html): an author sets up a diagram by hand —
// units from the tray onto the map (drag, or select and click a hex) and
// back, stacks, each unit's marks (a reduced step, a shock marker…,
// editor-marks.ts), the Game-Turn, side and phase, highlights, arrows and a
// cropped view — and copies it as the element's tag, an iframe of the embed
// page, the compact position string or an image. Generic over the games: each game
// element of the package is found by its folder, its sides, phases and
// units are read from its game, and every position is checked by the game's
// own rules (createGame) before the board shows it.
import { createGame } from '../src/engine/registry.js';
import { positionOf, share, tagCode, type ShareAction, type ShareHost } from '../component/hexmap/share-actions.js';
import { hexmapText } from '../component/hexmap/text.js';
import type { HexGame, MapUnit } from '../component/hexmap/hex-game.js';
import { unitMarks, type Situation, type UnitFacts, type UnitMark } from './editor-marks.js';

const games = import.meta.glob<unknown>(['../component/*/index.ts', '!../component/hexmap/**']);

type Board = ShareHost & {
  ready: Promise<void>;
  updateComplete: Promise<boolean>;
  game: (HexGame & { rules: { descriptor: Descriptor }; unit(id: string): UnitFacts }) | null;
  position: string | null;
};
interface Descriptor {
  id: string;
  title: string;
  turns: number;
  sides: readonly { id: string; name: string }[];
  phases: Readonly<Record<string, readonly { id: string }[]>>;
}
type Tool = 'place' | 'highlight' | 'arrow' | 'crop';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const state = {
  game: '',
  units: new Map<string, string>(),
  /** Each unit's marks on the map (editor-marks.ts keys). */
  marks: new Map<string, Set<string>>(),
  turn: 1,
  side: '',
  phase: '',
  highlights: [] as string[],
  arrows: [] as string[],
  view: null as string | null,
  /** The unit to place (chosen in the tray or picked up on the map). */
  selected: null as string | null,
  /** The first hex of an arrow or of a crop. */
  first: null as string | null,
  /** The map was emptied: a unit off it is out of the game, not where the set-up keeps it off the map. */
  emptied: false,
};
let board: Board;
let catalogue: MapUnit[] = [];
let descriptor: Descriptor;
let standard = new Map<string, string>();
/** Where a unit off the map is: where the set-up keeps it (reinforcement, pool…), else eliminated. */
let offMap = new Map<string, string>();
/** The facts the marks read, per unit. */
let facts = new Map<string, UnitFacts>();

const say = (text: string): void => {
  $('status').textContent = text;
};
const tool = () => (document.querySelector<HTMLInputElement>('input[name=tool]:checked')?.value ?? 'place') as Tool;

/** Opens a game: its element, read-only, and the tray and selects from its rules. */
async function open(name: string): Promise<void> {
  await games[`../component/${name}/index.ts`]!();
  board = document.createElement(name) as unknown as Board;
  board.id = 'editor';
  board.setAttribute('readonly', '');
  board.setAttribute('lang', $<HTMLSelectElement>('lang').value);
  $('stage').replaceChildren(board);
  await board.ready;
  const g = board.game!;
  descriptor = g.rules.descriptor;
  catalogue = g.units();
  standard = new Map(catalogue.flatMap((u) => (u.hex ? [[u.id, u.hex] as [string, string]] : [])));
  const start = (g.position() as { units: Record<string, string> }).units;
  offMap = new Map(catalogue.map((u) => [u.id, g.map.hexes[start[u.id]!] ? 'eliminated' : start[u.id]!]));
  facts = new Map(catalogue.map((u) => [u.id, g.unit(u.id)]));
  // another game: nothing of the last one's diagram stays (its hexes would be this map's)
  Object.assign(state, {
    game: name,
    units: new Map(standard),
    marks: new Map(),
    turn: g.turn,
    side: g.actingSide ?? descriptor.sides[0]!.id,
    highlights: [],
    arrows: [],
    view: null,
    selected: null,
    first: null,
    emptied: false,
  });
  state.phase = g.phase;
  $<HTMLInputElement>('turn').max = String(descriptor.turns);
  $('side').replaceChildren(...descriptor.sides.map((s) => new Option(s.name, s.id)));
  board.addEventListener('click', (e) => {
    const hex = hexOf(e);
    if (dropped) dropped = false;
    else if (hex) void onHex(hex);
  });
  // a unit on the map dragged to another hex, or off the map onto the tray
  board.addEventListener('pointerdown', (e) => {
    const hex = hexOf(e);
    const id = hex && tool() === 'place' ? unitAt(hex) : undefined;
    dragging = id ? { id, from: hex! } : null;
  });
  board.addEventListener('dragover', (e) => e.preventDefault());
  board.addEventListener('drop', (e) => {
    e.preventDefault();
    const id = e.dataTransfer?.getData('text/plain');
    const hex = hexOf(e);
    if (id && hex) void place(id, hex);
  });
  await show();
}

/** The hex a pointer event is on (the map's cells are its ARIA grid, `hex-<id>`), else the one under its point. */
function hexOf(e: MouseEvent): string | null {
  const cell =
    e.composedPath().find((n): n is Element => n instanceof Element && n.id.startsWith('hex-')) ??
    board.shadowRoot?.elementFromPoint(e.clientX, e.clientY)?.closest('[id^="hex-"]');
  return cell ? cell.id.slice(4) : null;
}

/** The units on a hex of the position (a stack's, in the order they were placed). */
const unitsAt = (hex: string) => [...state.units].flatMap(([id, h]) => (h === hex ? [id] : []));
const unitAt = (hex: string) => unitsAt(hex)[0];

/** A unit being dragged from the map, and whether the drag ended on a hex (its click then does nothing). */
let dragging: { id: string; from: string } | null = null;
let dropped = false;
document.addEventListener('pointerup', (e) => {
  if (!dragging) return;
  const { id, from } = dragging;
  dragging = null;
  const hex = e.composedPath().includes(board) ? hexOf(e) : null;
  if ((e.target as Element).closest?.('#tray')) void place(id, null);
  else if (hex && hex !== from) {
    dropped = true;
    void place(id, hex);
  }
});

/** What a click (or a typed hex) does with the tool chosen. */
async function onHex(hex: string): Promise<void> {
  const t = tool();
  if (t === 'place') {
    const here = unitsAt(hex);
    // a click on the selected unit's own hex takes the next unit of its stack
    const next = here[(here.indexOf(state.selected ?? '') + 1) % here.length];
    if (state.selected && state.units.get(state.selected) === hex) select(next ?? null, true);
    else if (state.selected) await place(state.selected, hex);
    else if (here[0]) select(here[0]);
    return;
  }
  if (t === 'highlight') {
    state.highlights = state.highlights.includes(hex)
      ? state.highlights.filter((h) => h !== hex)
      : [...state.highlights, hex];
    return void (await show());
  }
  if (!state.first) {
    state.first = hex;
    return say(`From ${hex}: now click the ${t === 'arrow' ? "arrow's head" : 'opposite corner'}.`);
  }
  if (t === 'arrow') state.arrows = [...state.arrows, `${state.first}-${hex}`];
  else state.view = `${state.first} ${hex}`;
  state.first = null;
  await show();
}

/** Selects a unit (again: unselects it, unless `keep`). */
function select(id: string | null, keep = false): void {
  state.selected = state.selected === id && !keep ? null : id;
  $<HTMLButtonElement>('unplace').disabled = !state.selected || !state.units.has(state.selected);
  drawTray();
  drawMarks();
  const unit = catalogue.find((u) => u.id === state.selected);
  say(unit ? `${unit.name} selected: click a hex to put it there.` : '');
}

/** Puts a unit on a hex (or back in the tray: null), if the game's rules accept the position. */
async function place(id: string, hex: string | null): Promise<void> {
  const before = { units: new Map(state.units), marks: new Map(state.marks) };
  if (hex) state.units.set(id, hex);
  else [state.units, state.marks] = [without(state.units, id), without(state.marks, id)];
  if (!(await show())) Object.assign(state, before);
  else select(null);
}

const without = <T>(map: Map<string, T>, id: string) => new Map([...map].filter(([k]) => k !== id));

/** Puts a mark on the selected unit or takes it off, if the game's rules accept the position. */
async function mark(id: string, key: string, on: boolean): Promise<void> {
  const before = new Map(state.marks);
  const keys = new Set(state.marks.get(id));
  if (on) keys.add(key);
  else keys.delete(key);
  state.marks = new Map(state.marks).set(id, keys);
  if (!(await show())) state.marks = before;
  drawMarks();
}

const situation = (): Situation => ({ ...state, sides: descriptor.sides.map((s) => s.id) });
const marksOf = (id: string): UnitMark[] =>
  (unitMarks[state.game] ?? []).filter((m) => m.fits(facts.get(id)!, situation()));

/** The position as the game's JSON: every unit named (on the map, or where it is off it), with its marks. */
function position(): Record<string, unknown> {
  const p: Record<string, unknown> = {
    turn: state.turn,
    side: state.side,
    phase: state.phase,
    units: Object.fromEntries(
      catalogue.map((u) => [u.id, state.units.get(u.id) ?? (state.emptied ? 'eliminated' : offMap.get(u.id))]),
    ),
  };
  for (const [id, keys] of state.marks)
    for (const m of marksOf(id)) if (keys.has(m.key)) m.write(p, id, facts.get(id)!, situation());
  return p;
}

/** Checks the position by the game's rules, then shows it and its texts; false (and why) if the rules refuse it. */
async function show(): Promise<boolean> {
  drawSituation();
  try {
    await createGame(descriptor.id, { position: position() });
  } catch (e) {
    say(`Refused: ${(e as Error).message}`);
    return false;
  }
  const json = JSON.stringify(position());
  // a new position is set up anew (a `ready` event); marks and crop only redraw
  const drawn =
    board.position === json
      ? board.updateComplete
      : new Promise((r) => board.addEventListener('ready', r, { once: true }));
  board.position = json;
  for (const [name, value] of [
    ['highlights', state.highlights.join(' ')],
    ['arrows', state.arrows.join(' ')],
    ['view', state.view ?? ''],
  ] as const)
    if (value) board.setAttribute(name, value);
    else board.removeAttribute(name);
  await drawn;
  if (!state.first) say('');
  drawTray();
  drawMarks();
  $<HTMLTextAreaElement>('out-tag').value = await tagCode(source());
  $<HTMLInputElement>('out-position').value = await positionOf(board.game!);
  return true;
}

function drawSituation(): void {
  $<HTMLInputElement>('turn').value = String(state.turn);
  $<HTMLSelectElement>('side').value = state.side;
  const phases = [...(descriptor.phases[state.side] ?? []).map((p) => p.id), 'over'];
  $('phase').replaceChildren(...phases.map((p) => new Option(words(p), p, false, p === state.phase)));
}

/** An id in words for a menu: 'movement-1' → 'Movement 1', 'yom-kippur' → 'Yom Kippur'. */
const words = (id: string) => id.replace(/-/g, ' ').replace(/^\w|\s\w/g, (c) => c.toUpperCase());

/** The units off the map, by side: buttons to select, or to drag onto the map. */
function drawTray(): void {
  const off = catalogue.filter((u) => !state.units.has(u.id));
  // a name both sides' counters bear ("14th Armoured Bde") says whose each is
  const shared = new Set(
    catalogue.filter((u, _, all) => all.some((o) => o.name === u.name && o.side !== u.side)).map((u) => u.name),
  );
  $('tray').replaceChildren(
    ...descriptor.sides.flatMap((side) => {
      const heading = Object.assign(document.createElement('h3'), { textContent: side.name });
      const buttons = off
        .filter((u) => u.side === side.id)
        .map((u) => {
          const text = shared.has(u.name) ? `${u.name} (${side.name})` : u.name;
          const b = Object.assign(document.createElement('button'), { textContent: text, draggable: true });
          b.setAttribute('aria-label', `${side.name} ${u.name}`);
          b.dataset['unit'] = u.id;
          b.setAttribute('aria-pressed', String(state.selected === u.id));
          b.addEventListener('click', () => select(u.id));
          b.addEventListener('dragstart', (e) => e.dataTransfer?.setData('text/plain', u.id));
          return b;
        });
      return [heading, ...buttons];
    }),
  );
}

/** The selected unit's stack and marks: buttons to take either unit of the stack, a box a mark. */
function drawMarks(): void {
  const id = state.selected;
  const hex = id ? state.units.get(id) : undefined;
  const box = $('marks');
  box.hidden = !hex;
  if (!id || !hex) return box.replaceChildren();
  const name = (u: string) => catalogue.find((c) => c.id === u)?.name ?? u;
  const stack = unitsAt(hex).map((u) => {
    const b = Object.assign(document.createElement('button'), { textContent: name(u) });
    b.dataset['unit'] = u;
    b.setAttribute('aria-pressed', String(u === id));
    b.addEventListener('click', () => select(u, true));
    return b;
  });
  const boxes = marksOf(id).map((m) => {
    const input = Object.assign(document.createElement('input'), {
      type: 'checkbox',
      checked: state.marks.get(id)?.has(m.key) ?? false,
    });
    input.dataset['mark'] = m.key;
    input.addEventListener('change', () => void mark(id, m.key, input.checked));
    const label = document.createElement('label');
    label.append(input, ` ${m.label}`);
    return label;
  });
  box.replaceChildren(
    Object.assign(document.createElement('legend'), { textContent: `On ${hex}` }),
    ...stack,
    ...boxes,
  );
}

/** What the share menu's actions read: the board, its words, its name and drawn box. */
function source() {
  return {
    host: board,
    t: hexmapText(board.lang),
    title: descriptor.title,
    file: `${state.game}-diagram`,
    viewBox: board.shadowRoot!.querySelector('svg.map')?.getAttribute('viewBox') ?? '0 0 1 1',
  };
}

// ---- the page's controls ----
$<HTMLSelectElement>('game').replaceChildren(
  ...Object.keys(games).map((k) => new Option(words(k.split('/')[2]!), k.split('/')[2]!)),
);
$('game').addEventListener('change', () => void open($<HTMLSelectElement>('game').value));
$('lang').addEventListener('change', () => {
  board.setAttribute('lang', $<HTMLSelectElement>('lang').value);
  void show();
});
$('turn').addEventListener('change', () => {
  state.turn = Number($<HTMLInputElement>('turn').value);
  void show();
});
$('side').addEventListener('change', () => {
  state.side = $<HTMLSelectElement>('side').value;
  state.phase = descriptor.phases[state.side]?.[0]?.id ?? state.phase;
  void show();
});
$('phase').addEventListener('change', () => {
  state.phase = $<HTMLSelectElement>('phase').value;
  void show();
});
$('by-hex').addEventListener('submit', (e) => {
  e.preventDefault();
  const hex = $<HTMLInputElement>('hex').value.trim();
  if (board.game?.map.hexes[hex]) void onHex(hex);
  else say(`${hex} is not a hex of the map.`);
});
$('standard').addEventListener('click', () => {
  [state.units, state.marks, state.emptied] = [new Map(standard), new Map(), false];
  void show();
});
$('empty').addEventListener('click', () => {
  [state.units, state.marks, state.emptied] = [new Map(), new Map(), true];
  void show();
});
$('unplace').addEventListener('click', () => void place(state.selected!, null));
$('tray').addEventListener('dragover', (e) => e.preventDefault());
$('clear-marks').addEventListener('click', () => {
  [state.highlights, state.arrows] = [[], []];
  void show();
});
$('whole').addEventListener('click', () => {
  state.view = null;
  void show();
});
for (const button of document.querySelectorAll<HTMLButtonElement>('#copy [data-share]'))
  button.addEventListener('click', async () => {
    const { status, manual } = await share(button.dataset['share'] as ShareAction, source());
    $('copied').textContent = manual ? `${status} ${manual}` : status;
  });
for (const radio of document.querySelectorAll('input[name=tool]'))
  radio.addEventListener('change', () => {
    state.first = null;
    say('');
  });

void open($<HTMLSelectElement>('game').value);
