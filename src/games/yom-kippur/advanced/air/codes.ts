// The advanced air phase's actions (A-K) as codes, as data and as record
// lines, beside the basic game's (action-codes.ts, record.ts), with verbs
// of their own above the basic ones. A combat or a SAM's targets are masks
// over the aircraft of one hex in counter order (air-state.ts aircraftAt):
// a hex holds at most 3 of a side's aircraft (A-K[Placement],
// A-K[Interceptors]), so 3 bits each.
//
//   raid il-air-ib-1 4910 bomber     (bomber | escort | para: a paratroop dropping)
//   detect 4910
//   intercept sy-air-i-1 4910
//   sam sy-sam-1 4910 il-air-ib-1
//   air-attack sy-air-i-1 sy-air-i-2 > il-air-ib-1
//   air-bomb il-air-b-1 sy-5-inf      (a counter or a bridge)
//   heli-raid sy-heli-1 sy-82-para 4910  (A-K b: a helicopter, its cargo, the hex it sets it down on)
//   pass                              (the stage is done)
import { RecordError } from '../../../../engine/record.js';
import { RulesError } from '../../../../engine/rules-error.js';
import { argOf, encode, kindOf, unitOf } from '../../action-codes.js';
import type { Context } from '../../context.js';
import type { State } from '../../state.js';
import { aircraftAt } from './air-state.js';
import { roundSides } from './air-combat.js';
import { ROLE_WORDS } from './raids.js';
import { fleet } from './helicopters.js';

/** A-K b: a helicopter's flight, its cargo by slot (helicopters.ts fleet, 6 bits) under its drop hex. */
export const HELI_RAID = 22;
export const RAID = 24,
  DETECT = 25,
  INTERCEPT = 26,
  SAM_SHOT = 27,
  AIR_ATTACK = 28,
  AIR_BOMB = 29,
  PASS = 30;

export type AirAction =
  | { type: 'raid'; aircraft: string; hex: string; role: 'bomber' | 'escort' | 'para' }
  | { type: 'detect'; hex: string }
  | { type: 'intercept'; aircraft: string; hex: string }
  | { type: 'sam'; sam: string; hex: string; targets: string[] }
  | { type: 'air-attack'; attackers: string[]; targets: string[] }
  | { type: 'air-bomb'; aircraft: string; target: string }
  | { type: 'heli-raid'; helicopter: string; cargo: string; hex: string }
  | { type: 'pass' };

export const AIR_VERBS: ReadonlySet<string> = new Set([
  'raid',
  'detect',
  'intercept',
  'sam',
  'air-attack',
  'air-bomb',
  'heli-raid',
  'pass',
]);
export const isAirCode = (code: number): boolean =>
  (kindOf(code) >= RAID && kindOf(code) <= PASS) || kindOf(code) === HELI_RAID;
export const isAirAction = (a: { type: string }): a is AirAction => AIR_VERBS.has(a.type);

/** A raid: the counter, its hex and its role (raids.ts ESCORT_ROLE, BOMBER_ROLE, PARA_ROLE). */
export const raidCode = (a: number, h: number, role: number) => encode(RAID, a, h * 4 + role);
export const samCode = (sam: number, h: number, mask: number) => encode(SAM_SHOT, sam, h * 8 + mask);
export const combatCode = (h: number, am: number, tm: number) => encode(AIR_ATTACK, -1, h * 64 + am * 8 + tm);
export const PASS_CODE = encode(PASS);
/** A-K b: helicopter c lifts cargo u (a counter of helicopters.ts fleet's cargoes) to hex h. */
export const heliRaidCode = (ctx: Context, c: number, u: number, h: number) =>
  encode(HELI_RAID, c, h * 64 + fleet(ctx).cargoes.indexOf(u) + 1);

/** The mask of the named counters in `list` (a counter not in it gives 0: the rules refuse it). */
function maskIn(list: number[], named: number[]): number {
  let m = 0;
  for (const u of named) {
    const i = list.indexOf(u);
    if (i < 0) return 0;
    m |= 1 << i;
  }
  return m;
}

export function airActionOf(ctx: Context, s: State, code: number): AirAction {
  const id = (u: number) => ctx.units[u]!.id;
  const hex = (h: number) => ctx.board.id(h);
  const u = unitOf(code);
  const arg = argOf(code);
  switch (kindOf(code)) {
    case RAID:
      return { type: 'raid', aircraft: id(u), hex: hex(arg >> 2), role: ROLE_WORDS[arg & 3]! };
    case DETECT:
      return { type: 'detect', hex: hex(arg) };
    case INTERCEPT:
      return { type: 'intercept', aircraft: id(u), hex: hex(arg) };
    case SAM_SHOT: {
      const h = arg >> 3;
      const enemy = ctx.enemies[ctx.unitSide[u]!]![0]!;
      const targets = aircraftAt(ctx, s, enemy, h).filter((_, i) => arg & (1 << i));
      return { type: 'sam', sam: id(u), hex: hex(h), targets: targets.map(id) };
    }
    case AIR_ATTACK: {
      const h = arg >> 6;
      const { side, enemy } = roundSides(ctx, s);
      const attackers = aircraftAt(ctx, s, side, h).filter((_, i) => (arg >> 3) & (1 << i));
      const targets = aircraftAt(ctx, s, enemy, h).filter((_, i) => arg & (1 << i));
      return { type: 'air-attack', attackers: attackers.map(id), targets: targets.map(id) };
    }
    case AIR_BOMB:
      return {
        type: 'air-bomb',
        aircraft: id(u),
        target: arg >= ctx.units.length ? ctx.bridges[arg - ctx.units.length]!.id : id(arg),
      };
    case HELI_RAID:
      return {
        type: 'heli-raid',
        helicopter: id(u),
        cargo: id(fleet(ctx).cargoes[(arg & 63) - 1]!),
        hex: hex(arg >> 6),
      };
    default:
      return { type: 'pass' };
  }
}

function unit(ctx: Context, id: string): number {
  const u = ctx.unitIndex.get(id);
  if (u === undefined) throw new RulesError('unknown-unit', '', `No counter ${id.slice(0, 40)}`);
  return u;
}

function hexOf(ctx: Context, id: string): number {
  const h = ctx.board.index(id);
  if (!ctx.board.onMap(h)) throw new RulesError('off-map', '', `${id.slice(0, 40)} is not a hex of the map`);
  return h;
}

export function airCodeOf(ctx: Context, s: State, a: AirAction): number {
  switch (a.type) {
    case 'raid':
      return raidCode(unit(ctx, a.aircraft), hexOf(ctx, a.hex), ROLE_WORDS.indexOf(a.role));
    case 'detect':
      return encode(DETECT, -1, hexOf(ctx, a.hex));
    case 'intercept':
      return encode(INTERCEPT, unit(ctx, a.aircraft), hexOf(ctx, a.hex));
    case 'sam': {
      const sam = unit(ctx, a.sam);
      const h = hexOf(ctx, a.hex);
      const enemy = ctx.enemies[ctx.unitSide[sam]!]![0]!;
      return samCode(
        sam,
        h,
        maskIn(
          aircraftAt(ctx, s, enemy, h),
          a.targets.map((t) => unit(ctx, t)),
        ),
      );
    }
    case 'air-attack': {
      const attackers = a.attackers.map((t) => unit(ctx, t));
      const targets = a.targets.map((t) => unit(ctx, t));
      const h = Math.max(0, s.hex[attackers[0] ?? 0] ?? 0);
      const { side, enemy } = roundSides(ctx, s);
      return combatCode(
        h,
        maskIn(aircraftAt(ctx, s, side, h), attackers),
        maskIn(aircraftAt(ctx, s, enemy, h), targets),
      );
    }
    case 'air-bomb': {
      const b = ctx.bridges.findIndex((x) => x.id === a.target);
      return encode(AIR_BOMB, unit(ctx, a.aircraft), b >= 0 ? ctx.units.length + b : unit(ctx, a.target));
    }
    case 'heli-raid':
      // a unit no helicopter carries takes slot 0: the rules refuse it (helicopters.ts cargoBlock)
      return heliRaidCode(ctx, unit(ctx, a.helicopter), unit(ctx, a.cargo), hexOf(ctx, a.hex));
    default:
      return PASS_CODE;
  }
}

export function airActionText(a: AirAction): string {
  switch (a.type) {
    case 'raid':
      return `raid ${a.aircraft} ${a.hex} ${a.role}`;
    case 'detect':
      return `detect ${a.hex}`;
    case 'intercept':
      return `intercept ${a.aircraft} ${a.hex}`;
    case 'sam':
      return `sam ${a.sam} ${a.hex} ${a.targets.join(' ')}`;
    case 'air-attack':
      return `air-attack ${a.attackers.join(' ')} > ${a.targets.join(' ')}`;
    case 'air-bomb':
      return `air-bomb ${a.aircraft} ${a.target}`;
    case 'heli-raid':
      return `heli-raid ${a.helicopter} ${a.cargo} ${a.hex}`;
    case 'pass':
      return 'pass';
  }
}

const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const HEX = /^\d{4}$/;

export function parseAirAction(word: string, args: string[], n: number): AirAction {
  const id = (x: string | undefined): string => {
    if (!x || !ID.test(x)) throw new RecordError(n, `"${x ?? ''}" is not a counter id`);
    return x;
  };
  const hex = (x: string | undefined): string => {
    if (!x || !HEX.test(x)) throw new RecordError(n, `"${x ?? ''}" is not a hex (four digits)`);
    return x;
  };
  const arity = (k: number) => {
    if (args.length !== k) throw new RecordError(n, `${word} takes ${k} word(s)`);
  };
  switch (word) {
    case 'raid':
      arity(3);
      if (!ROLE_WORDS.includes(args[2] as 'para')) throw new RecordError(n, 'raid <counter> <hex> bomber|escort|para');
      return { type: 'raid', aircraft: id(args[0]), hex: hex(args[1]), role: args[2] as 'para' };
    case 'detect':
      arity(1);
      return { type: 'detect', hex: hex(args[0]) };
    case 'intercept':
      arity(2);
      return { type: 'intercept', aircraft: id(args[0]), hex: hex(args[1]) };
    case 'sam':
      if (args.length < 3) throw new RecordError(n, 'sam <sam> <hex> <aircraft>…');
      return { type: 'sam', sam: id(args[0]), hex: hex(args[1]), targets: args.slice(2).map(id) };
    case 'air-attack': {
      const gt = args.indexOf('>');
      if (gt < 1 || gt === args.length - 1) throw new RecordError(n, 'air-attack <aircraft>… > <aircraft>…');
      return { type: 'air-attack', attackers: args.slice(0, gt).map(id), targets: args.slice(gt + 1).map(id) };
    }
    case 'air-bomb':
      arity(2);
      return { type: 'air-bomb', aircraft: id(args[0]), target: id(args[1]) };
    case 'heli-raid':
      arity(3);
      return { type: 'heli-raid', helicopter: id(args[0]), cargo: id(args[1]), hex: hex(args[2]) };
    default:
      arity(0);
      return { type: 'pass' };
  }
}
