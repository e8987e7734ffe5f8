// A-H transfers between the maps: a unit leaves its map under the normal
// movement rules and, from the next Game-Turn, enters the other map or the
// same one again, as a reinforcement. Who may and where (the digest's
// readings, advanced-scenario.json `transfers`): any Israeli ground unit,
// by a friendly-edge road hex — its side's entry hexes on the map it stands
// on — reached as B-R.2's exit is (exit.ts leaveBlock); Arab units never.
// A unit that has left is in `transit` until the Game-Turn ends, then
// waits off the map and enters by its side's entries on either map
// (fronts.ts, reinforcements.ts), in a phase that brings reinforcements.
//
//   transfer il-188-armd
import { perContext } from '../../../engine/per-context.js';
import { PositionError } from '../../../engine/position-error.js';
import { RecordError } from '../../../engine/record.js';
import { refuse, RulesError, toError, type Refusal } from '../../../engine/rules-error.js';
import type { ActionBuffer } from '../../../engine/action-buffer.js';
import type { GameRules } from '../../../engine/contract.js';
import { encode, kindOf, NO_OUTCOME, unitOf } from '../action-codes.js';
import { changedOne } from '../changes.js';
import type { Context } from '../context.js';
import type { Emit, GameEvent } from '../events.js';
import { leaveBlock } from '../exit.js';
import { cannotMove } from '../movement.js';
import { hasPending } from '../pending.js';
import { END_CODE } from '../legal.js';
import { isMovementPhase } from '../turns.js';
import type { Action } from '../types.js';
import { MAP, TRANSIT, WAITING, type State } from '../state.js';
import type { AdvancedData } from './data.js';

/** The verb's code: one of the advanced game's own, below A-K's (air/codes.ts). */
export const TRANSFER = 23;

export type TransferAction = { type: 'transfer'; unit: string };
export type TransferEvent = { type: 'transfer'; unit: string; from: string };

export const isTransferCode = (code: number): boolean => kindOf(code) === TRANSFER;
export const isTransferAction = (a: { type: string }): a is TransferAction => a.type === 'transfer';

const NONE: readonly number[] = [];

/** Per game definition: per side, per map, the hexes its units leave by (none: the side does not transfer). */
const ways = perContext((ctx: Context): (readonly (readonly number[])[] | null)[] => {
  const rule = (ctx.data as AdvancedData).transfers ?? {};
  return ctx.sides.map((side) => {
    const by = rule[side]?.leaveBy;
    if (by === undefined) return null;
    const hexes = ctx.board.featureHexes(by);
    if (hexes.length === 0) throw new Error(`advanced-scenario transfers.${side}: no hexes ${by}`);
    return ctx.regions.map((_, r) => hexes.filter((h) => ctx.regionOf[h] === r));
  });
});

/** Why counter u may not leave its map for a transfer now (leaveBlock's numbers: 0 it may). */
export function transferBlock(ctx: Context, s: State, u: number): number {
  const byMap = ways(ctx)[ctx.unitSide[u]!];
  if (!byMap) return 1; // A-H (digest): the Arabs do not transfer
  const here = s.loc[u] === MAP ? (byMap[ctx.regionOf[s.hex[u]!]!] ?? NONE) : NONE;
  return leaveBlock(ctx, s, u, here);
}

function cannotTransfer(ctx: Context, s: State, u: number): Refusal | null {
  const d = ctx.units[u]!;
  switch (transferBlock(ctx, s, u)) {
    case 0:
      return null;
    case 1:
      return refuse('no-transfer', 'A-H', `${d.name} may not leave its map`);
    case 2:
      return cannotMove(ctx, s, u);
    case 3:
      return refuse('not-on-map', 'A-H', `${d.name} is not on a map`);
    default:
      return refuse('cannot-transfer', 'A-H', `${d.name} cannot reach a road off its side's edge of the map`);
  }
}

/** A-H: every unit of the phasing side that may leave its map now, as codes. */
export function transferCodes(ctx: Context, s: State, out: ActionBuffer): void {
  if (!isMovementPhase(s) || hasPending(s) || !ways(ctx)[s.side]) return;
  for (const u of ctx.ground) {
    if (ctx.unitSide[u] === s.side && s.loc[u] === MAP && transferBlock(ctx, s, u) === 0) out.push(encode(TRANSFER, u));
  }
}

/** A-H: counter u leaves its map, to come back from the next Game-Turn. */
export function transfer(ctx: Context, s: State, code: number, emit: Emit): void {
  const u = unitOf(code);
  if (u < 0 || u >= ctx.units.length) throw new RulesError('unknown-unit', 'A-H', 'No such counter');
  const why = cannotTransfer(ctx, s, u);
  if (why) throw toError(why);
  const from = ctx.board.id(s.hex[u]!);
  s.loc[u] = TRANSIT;
  s.hex[u] = -1;
  s.moved[u] = 1;
  emit?.({ type: 'transfer', unit: ctx.units[u]!.id, from } as unknown as GameEvent);
}

/** A-H: a new Game-Turn: the units in transit wait to enter either map. */
export function endTransits(s: State): void {
  for (let u = 0; u < s.loc.length; u++) if (s.loc[u] === TRANSIT) s.loc[u] = WAITING;
}

export const transferCodeOf = (ctx: Context, a: TransferAction): number => {
  const u = typeof a.unit === 'string' ? ctx.unitIndex.get(a.unit) : undefined;
  if (u === undefined) throw new RulesError('unknown-unit', '', `No counter ${String(a.unit).slice(0, 40)}`);
  return encode(TRANSFER, u);
};

export const transferActionOf = (ctx: Context, code: number): TransferAction => ({
  type: 'transfer',
  unit: ctx.units[unitOf(code)]!.id,
});

const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function parseTransfer(args: string[], n: number): TransferAction {
  if (args.length !== 1 || !ID.test(args[0]!)) throw new RecordError(n, 'transfer <unit>');
  return { type: 'transfer', unit: args[0]! };
}

export const describeTransfer = (ctx: Context, e: TransferEvent): string =>
  `${ctx.units[ctx.unitIndex.get(e.unit) ?? -1]?.name ?? e.unit} leaves the map from ${e.from}, to enter either map from the next Game-Turn (A-H)`;

type Rules = GameRules<State, Action, GameEvent, Context>;

/** The advanced rules with A-H's transfers: their verb listed in movement phases, applied, recorded and logged. */
export function withTransfers(rules: Rules): Rules {
  const base = rules.codec;
  return {
    ...rules,
    legalCodes: (ctx, s, out) => {
      rules.legalCodes(ctx, s, out);
      const end = out.length > 0 && out.at(out.length - 1) === END_CODE;
      if (end) out.length--; // the end of the phase stays last
      transferCodes(ctx, s, out);
      if (end) out.push(END_CODE);
    },
    applyCode: (ctx, s, code, emit) => {
      const turn = s.turn;
      let out = NO_OUTCOME;
      if (isTransferCode(code)) {
        const before = s.version;
        transfer(ctx, s, code, emit);
        changedOne(s, before, unitOf(code)); // one counter's facts changed (changes.ts)
      } else out = rules.applyCode(ctx, s, code, emit);
      if (s.turn !== turn) {
        endTransits(s);
        s.version = 0; // changed after the action named it (changes.ts)
      }
      return out;
    },
    codec: {
      actionOf: (ctx, s, code) =>
        isTransferCode(code) ? (transferActionOf(ctx, code) as unknown as Action) : base.actionOf(ctx, s, code),
      codeOf: (ctx, s, a) =>
        isTransferAction(a as { type: string })
          ? transferCodeOf(ctx, a as unknown as TransferAction)
          : base.codeOf(ctx, s, a),
      format: (a) =>
        isTransferAction(a as { type: string }) ? `transfer ${(a as unknown as TransferAction).unit}` : base.format(a),
      parse: (word, args, line) =>
        word === 'transfer' ? (parseTransfer(args, line) as unknown as Action) : base.parse(word, args, line),
    },
    // a position names a unit in transit 'transit' (LOCATIONS): read here, where transfers are known
    newState: (ctx, position, seed) => {
      const p = (position ?? {}) as { units?: Record<string, unknown> };
      const inTransit = Object.keys(p.units ?? {}).filter((id) => p.units![id] === 'transit');
      if (inTransit.length === 0) return rules.newState(ctx, position, seed);
      const units = { ...p.units, ...Object.fromEntries(inTransit.map((id) => [id, 'waiting'])) };
      const s = rules.newState(ctx, { ...p, units }, seed);
      for (const id of inTransit) {
        const u = ctx.unitIndex.get(id)!;
        if (ctx.units[u]!.kind !== 'ground' || !ways(ctx)[ctx.unitSide[u]!])
          throw new PositionError(`units.${id}`, 'only a ground unit of a side that transfers is in transit (A-H)');
        s.loc[u] = TRANSIT;
      }
      return s;
    },
    describe: (ctx, e) =>
      e.type === ('transfer' as string) ? describeTransfer(ctx, e as unknown as TransferEvent) : rules.describe(ctx, e),
  };
}
