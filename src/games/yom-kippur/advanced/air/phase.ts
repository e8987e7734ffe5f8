// A-K the advanced air phase as a phase module (phase-module.ts): a state
// machine over A-K's sequence table (air-state.ts stagesOf). Each stage's
// side decides (actor): the phasing side places its raids, the defender
// detects and intercepts, the SAMs' owner fires, the interceptors' owner
// declares each round of air combat and the raiders answer, the phasing
// side bombs, and its paras just landed next to the enemy may attack at
// once (the basic game's immediate attacks, combat/). `pass` ends a stage; a
// stage with nothing left to decide is passed at once. At the end of the phase every aircraft leaves the map,
// spent for the player-turn (A-K; 4 seats: for the other front's phase).
import type { ActionBuffer } from '../../../../engine/action-buffer.js';
import type { Outcome } from '../../../../engine/contract.js';
import { refuse, toError, type Refusal } from '../../../../engine/rules-error.js';
import { argOf, encode, kindOf, NO_OUTCOME, unitOf } from '../../action-codes.js';
import type { Context } from '../../context.js';
import { onFront } from '../../fronts.js';
import type { PhaseModule } from '../../phase-module.js';
import { AIR, MAP, type State } from '../../state.js';
import { phaseKind } from '../../turns.js';
import { landingHexes, mayGo } from '../../airborne.js';
import { combatApply, combatLegal } from '../../combat/phase.js';
import { legalAttacks } from '../../combat/declare.js';
import { hasPending } from '../../pending.js';
import { airCombat, airCombats, endRound } from './air-combat.js';
import {
  aircraftAt,
  airData,
  airHexes,
  flying,
  PARA,
  AS_BOMBER,
  BOMB,
  COMBAT,
  COMBAT_REPLY,
  defenderOf,
  DONE,
  ESCORT,
  ESCORT_REPLY,
  FLOWN,
  FOUGHT,
  goHome,
  INTERCEPT,
  isRaid,
  PARA_ATTACK,
  RAIDS,
  roleOf,
  SAM,
  SAMS_DONE,
  STAGE,
  STAGE_NAMES,
  stageOf,
  stagesOf,
  TARGETED,
} from './air-state.js';
import { bomb, bombersWaiting } from './bombing.js';
import {
  AIR_ATTACK,
  AIR_BOMB,
  combatCode,
  DETECT,
  HELI_RAID,
  heliRaidCode,
  INTERCEPT as INTERCEPT_CODE,
  PASS,
  PASS_CODE,
  RAID,
  raidCode,
  SAM_SHOT,
  samCode,
} from './codes.js';
import type { AirEmit } from './events.js';
import {
  bombTargetsAt,
  detect,
  detectedHexes,
  intercept,
  interceptBlock,
  interceptorsBarred,
  BOMBER_ROLE,
  ESCORT_ROLE,
  PARA_ROLE,
  placeRaid,
  raidBlock,
  readyKinds,
  undetectedHexes,
} from './raids.js';
import { fireSam, samsReady, samTargetHexes } from './sam-fire.js';
import { fleet, flyHeliRaid, heliRaids } from './helicopters.js';

const VERB_STAGE: Record<number, number[]> = {
  [RAID]: [RAIDS],
  [HELI_RAID]: [RAIDS],
  [DETECT]: [INTERCEPT],
  [INTERCEPT_CODE]: [INTERCEPT],
  [SAM_SHOT]: [SAM],
  [AIR_ATTACK]: [ESCORT, ESCORT_REPLY, COMBAT, COMBAT_REPLY],
  [AIR_BOMB]: [BOMB],
};

const anyRaid = (ctx: Context, s: State) => airHexes(ctx, s, s.side).length > 0;

/** A-K[SAM]: the side whose SAMs fire now: the defender's first, then the phasing side's; -1 none left. */
export function samSide(ctx: Context, s: State): number {
  for (const side of [defenderOf(ctx, s), s.side]) {
    if (s.airStage[SAMS_DONE]! & (1 << side)) continue;
    if (samsReady(ctx, s, side).some((u) => samTargetHexes(ctx, s, u).length > 0)) return side;
  }
  return -1;
}

/** A SAM of the side firing that has enemy bombers over its own hex, and must fire at them (A-K[SAM]). */
function samBound(ctx: Context, s: State, side: number): number {
  return (
    samsReady(ctx, s, side).find((u) => {
      const h = s.hex[u]!;
      return aircraftAt(ctx, s, ctx.enemies[side]![0]!, h).some((a) => isRaid(s, a) && roleOf(s, a) === AS_BOMBER);
    }) ?? -1
  );
}

/** Every code of the stage under way but `pass`. */
function stageCodes(ctx: Context, s: State, out: { push(code: number): void }): void {
  switch (stageOf(s)) {
    case RAIDS: {
      const hexes = raidHexes(ctx, s);
      for (const a of readyKinds(ctx, s, s.side)) {
        const role = airData(ctx, a).role;
        for (const h of hexes) {
          if (role !== 'interceptor' && !raidBlock(ctx, s, a, h, BOMBER_ROLE)) out.push(raidCode(a, h, BOMBER_ROLE));
          if (role !== 'bomber' && !raidBlock(ctx, s, a, h, ESCORT_ROLE)) out.push(raidCode(a, h, ESCORT_ROLE));
        }
      }
      // A-K[Placement] a: the paras waiting off the map, on the hexes they may land on
      for (const u of ctx.ground) {
        if (!mayGo(ctx, s, u, 'drop')) continue;
        for (const h of landingHexes(ctx, s, u, 'drop'))
          if (!raidBlock(ctx, s, u, h, PARA_ROLE)) out.push(raidCode(u, h, PARA_ROLE));
      }
      // A-K b: the helicopters' flights, each with its cargo and the hex it sets it down on
      for (const c of fleet(ctx).helicopters) heliRaids(ctx, s, c, (u, h) => out.push(heliRaidCode(ctx, c, u, h)));
      return;
    }
    case INTERCEPT: {
      if (interceptorsBarred(ctx, s)) return;
      const found = detectedHexes(ctx, s);
      const kinds = readyKinds(ctx, s, defenderOf(ctx, s)).filter((a) => airData(ctx, a).role !== 'bomber');
      if (!kinds.length) return; // nobody to send: nothing to detect for
      for (const h of undetectedHexes(ctx, s)) out.push(encode(DETECT, -1, h));
      for (const a of kinds)
        for (const h of found) if (!interceptBlock(ctx, s, a, h)) out.push(encode(INTERCEPT_CODE, a, h));
      return;
    }
    case SAM: {
      const side = samSide(ctx, s);
      if (side < 0) return;
      const enemy = ctx.enemies[side]![0]!;
      for (const u of samsReady(ctx, s, side)) {
        for (const h of samTargetHexes(ctx, s, u)) {
          const list = aircraftAt(ctx, s, enemy, h);
          const all = (1 << list.length) - 1;
          // over its own hex, the bombers are always among the targets
          const must =
            h === s.hex[u]
              ? list.reduce((m, a, i) => (isRaid(s, a) && roleOf(s, a) === AS_BOMBER ? m | (1 << i) : m), 0)
              : 0;
          for (let m = all; m > 0; m = (m - 1) & all) if ((m & must) === must) out.push(samCode(u, h, m));
        }
      }
      return;
    }
    case ESCORT:
    case ESCORT_REPLY:
    case COMBAT:
    case COMBAT_REPLY:
      airCombats(ctx, s, (h, am, tm) => out.push(combatCode(h, am, tm)));
      return;
    case BOMB:
      for (const a of bombersWaiting(ctx, s))
        for (const t of bombTargetsAt(ctx, s, s.side, s.hex[a]!)) out.push(encode(AIR_BOMB, a, t));
      return;
  }
}

/** The hexes a raid may go to on this front: over enemy counters or bridges, and over its own raids (escorts). */
function raidHexes(ctx: Context, s: State): number[] {
  const out = new Set<number>();
  for (let u = 0; u < ctx.units.length; u++) {
    const h = s.hex[u]!;
    if (s.loc[u] === MAP && ctx.unitSide[u] !== s.side && onFront(ctx, s, h)) out.add(h);
    if (flying(s, u) && ctx.unitSide[u] === s.side) out.add(h);
  }
  for (const br of ctx.bridges) if (br.side !== s.side && onFront(ctx, s, br.east)) out.add(br.east);
  return [...out].sort((x, y) => x - y);
}

let counted = 0;
const counter = { push: () => void counted++ };
/** Has the stage under way anything to decide besides `pass`? */
function hasWork(ctx: Context, s: State): boolean {
  if (stageOf(s) === PARA_ATTACK) return legalAttacks(ctx, s, 'immediate').length > 0;
  counted = 0;
  stageCodes(ctx, s, counter);
  return counted > 0;
}

/** Why `pass` is refused now, or null. */
function passBlock(ctx: Context, s: State): Refusal | null {
  const stage = stageOf(s);
  if (hasPending(s)) return refuse('pending-decision', 'B-I.3', 'A decision of the last combat is still to be made');
  if (stage === DONE) return refuse('air-done', 'A-K', 'The air phase is over: end it');
  if (stage === BOMB && bombersWaiting(ctx, s).length)
    return refuse('must-bomb', 'A-K[Bombing]', `${ctx.units[bombersWaiting(ctx, s)[0]!]!.name} has still to bomb`);
  if (stage === SAM) {
    const bound = samBound(ctx, s, samSide(ctx, s));
    if (bound >= 0)
      return refuse('must-fire', 'A-K[SAM]', `${ctx.units[bound]!.name} must fire at the bombers over it`);
  }
  if (stage === RAIDS && !anyRaid(ctx, s)) return refuse('no-raid', 'A-K', 'No raid is placed: end the air phase');
  return null;
}

function setStage(ctx: Context, s: State, stage: number): void {
  s.airStage[STAGE] = stage;
  s.airStage[SAMS_DONE] = 0;
  // each round of combat, and the bombing, begins with no counter engaged
  if (stage === ESCORT || stage === COMBAT || stage === BOMB)
    for (let u = 0; u < ctx.units.length; u++) s.air[u] = s.air[u]! & ~(FOUGHT | TARGETED);
  // A-K[Placement] a: the air fighting is over, the paras not repulsed have landed
  if (stage === PARA_ATTACK) for (let u = 0; u < ctx.units.length; u++) if (s.air[u]! & PARA) s.air[u] = 0;
}

/** The stage under way is done: the next with something to decide (a round's results applied as it ends). */
function advance(ctx: Context, s: State, emit: AirEmit): void {
  const stages = stagesOf(ctx, s.side);
  let i = stages.indexOf(stageOf(s));
  for (;;) {
    const stage = stageOf(s);
    if (stage === ESCORT_REPLY || stage === COMBAT_REPLY) endRound(ctx, s, emit);
    if (stage === DONE) return;
    setStage(ctx, s, stages[++i]!);
    if (stageOf(s) === DONE || hasWork(ctx, s)) {
      emit?.({ type: 'air-stage', stage: STAGE_NAMES[stageOf(s)]! });
      return;
    }
  }
}

/** After an action: a stage left with nothing to decide is passed (the raids stage waits for its `pass`). */
function settle(ctx: Context, s: State, emit: AirEmit): void {
  const stage = stageOf(s);
  if (stage === RAIDS || stage === DONE || hasPending(s)) return;
  if (stage === SAM && samSide(ctx, s) >= 0) return;
  if (!hasWork(ctx, s)) advance(ctx, s, emit);
}

function pass(ctx: Context, s: State, emit: AirEmit): void {
  const block = passBlock(ctx, s);
  if (block) throw toError(block);
  if (stageOf(s) === SAM) {
    s.airStage[SAMS_DONE] = s.airStage[SAMS_DONE]! | (1 << samSide(ctx, s));
    if (samSide(ctx, s) >= 0) return;
  }
  advance(ctx, s, emit);
}

const rolled = (die: number): Outcome => ({ die });

export const advancedAirPhase: PhaseModule = {
  legal(ctx, s, out: ActionBuffer) {
    // A-K[Placement] a: at once, no support, CF halved (combat/ 'immediate', as B-O.1's attack at the landing)
    if (stageOf(s) === PARA_ATTACK) combatLegal(ctx, s, out, 'immediate');
    else stageCodes(ctx, s, out);
    if (!passBlock(ctx, s)) out.push(PASS_CODE);
  },
  applyCode(ctx, s, code, basicEmit) {
    const emit = basicEmit as AirEmit;
    const kind = kindOf(code);
    if (kind === PASS) {
      pass(ctx, s, emit);
      return NO_OUTCOME;
    }
    const stages = VERB_STAGE[kind];
    if (!stages) {
      if (stageOf(s) !== PARA_ATTACK) return null;
      const out = combatApply(ctx, s, code, emit, 'immediate');
      if (out) settle(ctx, s, emit);
      return out;
    }
    if (!stages.includes(stageOf(s)))
      throw toError(refuse('not-now', 'A-K', `Not in the ${STAGE_NAMES[stageOf(s)]} stage of the air phase`));
    const u = unitOf(code);
    const arg = argOf(code);
    let out = NO_OUTCOME;
    switch (kind) {
      case RAID:
        placeRaid(ctx, s, u, arg >> 2, arg & 3, emit);
        break;
      case HELI_RAID:
        flyHeliRaid(ctx, s, u, (arg & 63) > 0 ? fleet(ctx).cargoes[(arg & 63) - 1]! : -1, arg >> 6, emit);
        break;
      case DETECT:
        out = rolled(detect(ctx, s, arg, emit));
        break;
      case INTERCEPT_CODE:
        intercept(ctx, s, u, arg, emit);
        break;
      case SAM_SHOT:
        if (samSide(ctx, s) !== ctx.unitSide[u])
          throw toError(refuse('no-sam', 'A-K[SAM]', 'The other side’s SAMs fire now'));
        out = rolled(fireSam(ctx, s, u, arg >> 3, arg & 7, emit));
        break;
      case AIR_ATTACK:
        out = rolled(airCombat(ctx, s, arg >> 6, (arg >> 3) & 7, arg & 7, emit));
        break;
      case AIR_BOMB:
        out = rolled(bomb(ctx, s, u, arg, emit));
        break;
    }
    settle(ctx, s, emit);
    return out;
  },
  begin(ctx, s) {
    // A-K: each aircraft flies once in the air phase of a player-turn: spent on one front, it waits for the next
    const phases = ctx.phases[s.side]!;
    const i = phases.findIndex((p) => p.id === s.phase);
    const first = i <= 0 || phaseKind(phases[i - 1]!.id) !== 'air';
    for (let u = 0; u < ctx.units.length; u++) s.air[u] = first ? 0 : s.air[u]! & FLOWN;
    // A-K b: last player-turn's flights are over (their cargo moved again from this player-turn's movement phase)
    if (first) {
      s.airFrom.fill(0);
      s.cargo.fill(0);
    }
    s.airStage.fill(0);
  },
  blockEnd(ctx, s) {
    const stage = stageOf(s);
    if (stage === DONE || (stage === RAIDS && !anyRaid(ctx, s))) return null;
    return refuse('air-stage', 'A-K', `The air phase is in its ${STAGE_NAMES[stage]} stage: pass it first`);
  },
  end(ctx, s, basicEmit) {
    // A-K: at the end of each air phase all aircraft leave the map; the paras have landed
    for (let u = 0; u < ctx.units.length; u++) if (s.air[u]! & PARA) s.air[u] = 0;
    for (const a of ctx.aircraft) {
      if (s.loc[a] !== AIR) continue;
      goHome(s, a);
      (basicEmit as AirEmit)?.({ type: 'air-home', aircraft: ctx.units[a]!.id, why: 'end of the air phase' });
    }
    s.airStage.fill(0);
  },
  actor(ctx, s) {
    switch (stageOf(s)) {
      case INTERCEPT:
      case ESCORT:
      case COMBAT:
        return defenderOf(ctx, s);
      case SAM: {
        const side = samSide(ctx, s);
        return side < 0 ? s.side : side;
      }
      default:
        return s.side;
    }
  },
};
