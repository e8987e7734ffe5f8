// The advanced game made and replayed: the basic game's facade (game.ts) on
// the advanced definition and rules, for 2, 3 or 4 seats (A-Use). The seat
// count is in the position, so a record replays with its seats.
import { contextFor } from '../game-context.js';
import { Game, type CreateOptions } from '../game.js';
import type { Position } from '../types.js';
import type { Definition } from '../context.js';
import { advancedData, type AdvancedData } from './data.js';
import { advancedExtensions } from './extensions.js';
import { ADVANCED_ID, advancedRules } from './rules.js';
import { upgradeRecord } from './retired-phases.js';
import { setupFrontOf } from '../setup.js';
import { setupSteps } from './setup-fronts.js';
import { asSplitSetupVersion, splitSetupRecord } from './setup-records.js';

export interface AdvancedOptions extends Omit<CreateOptions, 'data'> {
  /** A-Use: 2, 3 (the book's recommendation: Egypt and Syria apart) or 4 players; 2 by default. */
  seats?: number;
}

let data: (AdvancedData & Definition) | undefined;
/** The advanced game's one definition (one board, one kernel instance, shared by every game of it), with its rules' extensions. */
export const theAdvancedData = (): AdvancedData & Definition =>
  (data ??= { ...advancedData(), extensions: advancedExtensions });

/** A new advanced game: both fronts, the standard set-up (A-C) or `position`. */
export async function createAdvanced(options: AdvancedOptions = {}): Promise<Game> {
  const def = theAdvancedData();
  await contextFor(def);
  const given = typeof options.position === 'string' ? (JSON.parse(options.position) as Position) : options.position;
  const stated = (given as { seats?: number } | undefined)?.seats;
  const seats = options.seats ?? stated ?? 2;
  const rules = advancedRules(def, seats);
  return Game.createWith(rules, { ...options, data: def, position: { ...given, seats } as Position });
}

/** Replays a record of the advanced game, with the seats its position names (`upTo`: the first actions of its version 2). */
export async function advancedFromRecord(text: string, options: { upTo?: number } = {}): Promise<Game> {
  const def = theAdvancedData();
  const ctx = await contextFor(def);
  const rules = advancedRules(def, 2);
  // the reader of the record's action lines, loaded on first use (rules.ts loadRecordReader)
  await rules.loadRecordReader?.();
  const create = (start: { seed: number; position?: unknown }) => {
    const p = (start.position ?? {}) as Position & { seats?: number };
    return createAdvanced({ seed: start.seed, seats: p.seats ?? 2, position: p });
  };
  const game = { id: ADVANCED_ID, dieFaces: rules.descriptor.die.faces, parse: rules.codec.parse };
  // A-C: a record made before the set-up was split by seat
  const split = await splitSetupRecord(text, {
    ...game,
    steps: (seats) =>
      setupSteps(ctx, def.seats[String(seats)] ?? []).map((t) => ({
        side: ctx.sides[t.side]!,
        front: t.phase.split('@')[1] ?? null,
      })),
    frontOf: (unit) => ctx.regions[setupFrontOf(ctx, ctx.unitIndex.get(unit) ?? -1)] ?? null,
  });
  // A-D: a record made before the basic bombing phases left the sequence
  const current = asSplitSetupVersion(await upgradeRecord(split, game, def.retiredPhases, create));
  return Game.fromRecordWith(rules, current, create, options.upTo);
}
