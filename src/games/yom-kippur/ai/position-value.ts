// The Israeli chance of winning read from the position itself, as two
// `normal` players' games end from positions like it: a logistic function
// of eleven readings with its own weights for each player-turn
// (src/engine/ai/stage-values.ts), fitted on finished games between `normal`
// players by `npm run position-value:yom-kippur -- --fit`. What the
// readings are worth changes with the game: at Game-Turn 5 the Egyptian
// strength west of the canal and still to come weighs as much as the points;
// by Game-Turn 9 the points and the Israeli strength east of the canal
// decide (docs/yom-kippur/ai.md, session 25). evaluate({ players: 'normal' })
// judges each of its playouts by it where the playout stops (evaluate.ts).
import { weightsAt, type StageValueFit } from '../../../engine/ai/stage-values.js';
import { logisticChance } from '../../../engine/ai/logistic.js';
import { EAST, WEST, type Context } from '../context.js';
import { ELIMINATED, WAITING, type State } from '../state.js';
import { onMap, strengthOf } from '../units.js';
import { passesAhead } from './passes.js';
import { againstBestRival, pointsIfEndedNow } from './points.js';

/** What the readings are, in order after the intercept (combat factors and points in tens). */
export const READINGS = [
  'margin', // B-R: Egypt's points if the game ended now less Israel's (points.ts)
  'passes', // B-R.2: what Egypt's passes promise beyond those points by the end, less Israel's (passes.ts)
  'egyptEast', // Egyptian strength east of the canal, as the counters show it
  'israelEast', // Israeli strength east of the canal
  'egyptWest', // Egyptian strength west of the canal
  'israelWest', // Israeli strength west of the canal
  'egyptToCome', // Egyptian strength still to come (reinforcements, rebuilt units), at full face
  'egyptLost', // Egyptian strength eliminated, at full face
  'israelLost', // Israeli strength eliminated
  'egyptUnitsEast', // B-R.2: Egyptian units east of the canal less the 16 of an army
  'israelUnitsWest', // B-R.1: Israeli units west of the canal (5 VP each at the end)
] as const;
// (the Israeli strength still to come is no reading: in these games it is the same at every player-turn)

/** B-R.2: the units east of the canal that make up an army. */
const ARMY = 16;

/** [1, …READINGS] of a position, read from the Egyptian side against its enemies. */
export function positionReadings(ctx: Context, s: State): number[] {
  const egypt = ctx.sides.indexOf('egyptian');
  const r = { east: [0, 0], west: [0, 0], toCome: 0, lost: [0, 0], egyptUnitsEast: -ARMY, israelUnitsWest: 0 };
  for (const u of ctx.ground) {
    const i = ctx.unitSide[u] === egypt ? 0 : 1;
    if (onMap(s, u)) {
      const bank = ctx.bank[s.hex[u]!];
      if (bank === EAST) r.east[i]! += strengthOf(ctx, s, u);
      if (bank === WEST) r.west[i]! += strengthOf(ctx, s, u);
      if (bank === EAST && i === 0) r.egyptUnitsEast++;
      if (bank === WEST && i === 1) r.israelUnitsWest++;
    } else if (s.loc[u] === WAITING && i === 0) r.toCome += ctx.units[u]!.strength[0] ?? 0;
    else if (s.loc[u] === ELIMINATED) r.lost[i]! += ctx.units[u]!.strength[0] ?? 0;
  }
  return [
    1,
    againstBestRival(ctx, s, egypt, pointsIfEndedNow) / 10,
    passesAhead(ctx, s) / 10,
    r.east[0]! / 10,
    r.east[1]! / 10,
    r.west[0]! / 10,
    r.west[1]! / 10,
    r.toCome / 10,
    r.lost[0]! / 10,
    r.lost[1]! / 10,
    r.egyptUnitsEast,
    r.israelUnitsWest,
  ];
}

/** A position's player-turn, the stage its weights are fitted for: Game-Turn by Game-Turn, each side's in the order of play. */
export const playerTurnOf = (ctx: Context, s: State): number => s.turn * ctx.sides.length + s.side;

export interface PositionValue {
  /** Weights of [1, …READINGS] for each player-turn (playerTurnOf) that games reached. */
  weights: ReadonlyMap<number, readonly number[]>;
  /** How they were fitted (stage-values.ts). */
  fit: StageValueFit;
  fittedOn: string;
}

/** The Israeli chance of winning from a player-turn's readings ([1, …READINGS]). */
export const chanceOfReadings = (
  stage: number,
  readings: readonly number[],
  v: PositionValue = POSITION_VALUE,
): number => logisticChance(weightsAt(v.weights, stage), readings);

/** The Israeli chance of winning read from the position itself. */
export const positionValue = (ctx: Context, s: State, v: PositionValue = POSITION_VALUE): number =>
  chanceOfReadings(playerTurnOf(ctx, s), positionReadings(ctx, s), v);

export const POSITION_VALUE: PositionValue = {
  weights: new Map<number, number[]>([
    [3, [-0.354, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    [4, [0.255, 0, 0, -0.072, 0, 0, 0, 0, 0, 0, 0, 0]],
    [5, [-3.341, -0.797, -0.084, 0.01, 0.826, -0.019, 0, 0, 0.123, 0, -0.042, 0]],
    [6, [-5.604, -0.847, -0.157, 0, 0.85, -0.082, 0.075, 0, -0.038, 0.076, -0.056, 0.074]],
    [7, [-5.57, -0.87, -0.663, 0.088, 0.871, -0.064, 0.052, 0, -0.001, -0.063, -0.096, 0.005]],
    [8, [-5.786, -0.994, -0.791, 0.061, 0.832, -0.134, 0.066, 0, -0.081, 0.104, -0.103, 0.226]],
    [9, [-4.711, -1.08, -0.787, 0.099, 0.738, -0.062, 0.259, -0.046, 0.042, -0.071, -0.122, 0.073]],
    [10, [-5.202, -1.283, -1.01, 0.094, 0.766, -0.152, 0.267, -0.135, -0.099, 0, -0.113, 0.124]],
    [11, [-3.865, -1.263, -0.808, 0.05, 0.63, -0.085, 0.219, -0.105, -0.083, -0.212, -0.104, 0.061]],
    [12, [-4.415, -1.458, -1.109, 0.053, 0.595, -0.053, 0.198, -0.065, -0.037, -0.248, -0.067, 0.045]],
    [13, [-2.681, -1.559, -0.784, -0.046, 0.476, -0.011, 0.581, -0.07, -0.03, -0.312, -0.045, -0.129]],
    [14, [-8.019, -1.659, -0.925, -0.018, 0.978, -0.004, 0.681, -0.058, -0.024, -0.009, -0.025, 0.115]],
    [15, [-6.029, -1.968, -0.969, 0.021, 0.842, -0.037, 0.47, -0.186, -0.087, 0.107, -0.073, 0.138]],
    [16, [-7.191, -1.998, -1.117, 0.027, 0.89, -0.008, -0.169, -0.151, -0.052, 0.178, -0.039, 0.43]],
    [17, [-5.525, -2.108, -0.78, 0.001, 0.81, -0.034, 0.838, -0.184, -0.097, 0.135, -0.046, -0.044]],
    [18, [-5.833, -2.322, -1.031, 0.037, 0.853, -0.081, 1.095, -0.204, -0.126, 0.255, -0.048, -0.17]],
    [19, [-5.178, -3.046, -0.704, -0.172, 0.781, 0.139, 0.964, -0.209, 0.117, 0.304, 0.031, -0.094]],
  ]),
  fit: { lambda: 0.7, ridge: 0.001 },
  fittedOn:
    'normal against normal, 560 games (seeds 9501–9696, 9801–9948, 10001–10220), 9520 positions at the start of every player-turn',
};
