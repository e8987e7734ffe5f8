// The planning computer player (levels easy, normal, hard). It plays only
// actions the engine lists or accepts, so it can never break a rule.
//
// Movement Phase: it drafts whole phase plans and keeps the best. A draft
// takes the side's units in a shuffled order and gives each, in turn, the
// destination (or crossing, or entry, or staying put) that scores best; a
// destination is scored on the planner's own Snapshot (value.ts) in
// microseconds, without the engine; the chosen move is then played on a search
// copy of the game, which checks it and keeps Zones of Control, Movement
// Points and crossing limits exact for the next unit. The score adds the
// attacks the move makes possible in the coming Combat Phase (each enemy
// unit's importance — how much the evaluation gains without it — times the
// chance the CRT removes it) and subtracts the same threat from the enemy.
// Levels differ in drafts (easy 1, normal 3, hard 12), passes (hard goes over
// the units twice), destinations looked at and noise (LEVELS); hard then plays
// its five best drafts on through its Combat Phase and the other side's whole
// Player-Turn (four dice samples each) and keeps the one that holds up best.
//
// Combat Phase: attack by attack. Every legal attack (and bombardment) is
// screened by an expectation over the CRT on the Snapshot; the best few are
// then played on the engine once per die face (a chance node: exact, not
// sampled), the decisions they trigger answered, and the mean value taken.
// It attacks while the best expectation beats stopping.
//
// Decisions (retreat, advance, exchange), whoever's phase it is: each option
// is played and scored.
import type { Game } from '../../game.js';
import type { Action } from '../../record.js';
import { makeRng } from '../../../../engine/rng.js';
import { runSteps, runStepsAsync, type SliceOptions } from '../../../../engine/ai/steps.js';
import { EGY, ISR, mapModel, place, snapshot, type MapModel, type SideNo, type Snapshot } from './model.js';
import { columnOdds, crtColumn, israeliValue, rulesOf, type Rules } from './value.js';

export type PlanLevel = 'easy' | 'normal' | 'hard';
export type SideName = 'israeli' | 'egyptian';

interface LevelConfig {
  drafts: number;
  passes: number;
  maxDests: number;
  noise: number;
  /** attack candidates verified exactly over the six die faces */
  verify: number;
  /** drafts played on through the opponent's reply, and dice samples each (0 = none) */
  finalists: number;
  replySamples: number;
}

const LEVELS: Record<PlanLevel, LevelConfig> = {
  easy: { drafts: 1, passes: 1, maxDests: 12, noise: 0.04, verify: 1, finalists: 0, replySamples: 0 },
  normal: { drafts: 3, passes: 1, maxDests: 60, noise: 0.004, verify: 3, finalists: 0, replySamples: 0 },
  hard: { drafts: 12, passes: 2, maxDests: 400, noise: 0.004, verify: 6, finalists: 5, replySamples: 4 },
};

export interface PlanOptions {
  seed?: number;
  /** Override the level's number of drafts (tests, tuning). */
  drafts?: number;
}

const sideNo = (side: SideName): SideNo => (side === 'israeli' ? ISR : EGY);

export class PlanPlayer {
  readonly side: SideName;
  readonly level: PlanLevel;
  readonly #cfg: LevelConfig;
  readonly #rng: () => number;
  #plan: { key: string; actions: Action[]; keys: string[] } | null = null;

  constructor(side: SideName, level: PlanLevel = 'normal', options: PlanOptions = {}) {
    this.side = side;
    this.level = level;
    this.#cfg = { ...LEVELS[level], ...(options.drafts !== undefined && { drafts: options.drafts }) };
    this.#rng = makeRng(options.seed ?? 1);
  }

  /** The action for this player's side now (its own phase, or a decision it owns in the other's). */
  decide(game: Game): Action {
    return runSteps(this.search(game));
  }

  /** The same, in slices (the page or worker stays responsive); rejects with AbortError when `signal` aborts. */
  decideAsync(game: Game, options: SliceOptions = {}): Promise<Action> {
    return runStepsAsync(this.search(game), options);
  }

  /** The search, as steps (it yields between units and candidates). */
  *search(game: Game): Generator<void, Action> {
    if (game.phase === 'over') throw new Error('the game is over');
    const whose = (game.pending?.side ?? game.side) as SideName;
    if (whose !== this.side) throw new Error(`it is the ${whose} player's decision, not the ${this.side}'s`);
    const ctx = new Ctx(game, this.side);
    if (game.pending) return yield* bestDecision(ctx, game, 2);
    if (game.phase === 'combat') return yield* this.#combat(ctx, game);
    return yield* this.#movement(ctx, game);
  }

  // ---- Movement Phase: drafts of whole phase plans ----

  *#movement(ctx: Ctx, game: Game): Generator<void, Action> {
    const key = positionKey(game);
    const plan = this.#plan;
    if (plan && plan.keys[0] === key && plan.actions.length > 0) {
      plan.keys.shift();
      const a = plan.actions.shift()!;
      if (isLegalNow(game, a)) return a;
    }
    this.#plan = null;
    const drafts: { actions: Action[]; keys: string[]; score: number; end: Game }[] = [];
    for (let k = 0; k < this.#cfg.drafts; k++) drafts.push(yield* this.#draft(ctx, game, k));
    drafts.sort((a, b) => b.score - a.score);
    let best = drafts[0]!;
    if (this.#cfg.replySamples > 0 && drafts.length > 1) {
      // play on after the best drafts: this side's Combat Phase, then the other side's whole
      // Player-Turn by the fast policy, a few dice samples each; keep the draft that holds up best
      let bestScore = -Infinity;
      for (const d of drafts.slice(0, this.#cfg.finalists)) {
        let total = 0;
        for (let i = 0; i < this.#cfg.replySamples; i++) {
          const g = d.end.clone({ forSearch: true });
          g.forceDice(Array.from({ length: 80 }, () => 1 + Math.floor(this.#rng() * 6)));
          const other = new PlanPlayer(this.side === 'israeli' ? 'egyptian' : 'israeli', 'easy', {
            seed: Math.floor(this.#rng() * 1e9),
            drafts: 1,
          });
          const turnOver = (x: Game) => x.phase === 'over' || (x.side === game.side && x.phase === 'movement');
          for (let n = 0; n < 300 && !turnOver(g); n++) {
            const who = (g.pending?.side ?? g.side) as SideName;
            let a: Action;
            if (who !== this.side) a = yield* other.search(g);
            else if (g.pending) a = yield* bestDecision(new Ctx(g, who), g, 1);
            else a = yield* this.#combat(new Ctx(g, who), g);
            g.apply(a);
          }
          total += ctx.valueOf(snapshot(g), g);
        }
        const score = (0.5 * total) / this.#cfg.replySamples + 0.5 * d.score;
        if (score > bestScore) [bestScore, best] = [score, d];
      }
    }
    if (best.actions.length === 0) return { type: 'end' };
    this.#plan = { key, actions: best.actions.slice(1), keys: best.keys.slice(1) };
    return best.actions[0]!;
  }

  *#draft(
    ctx: Ctx,
    game: Game,
    k: number,
  ): Generator<void, { actions: Action[]; keys: string[]; score: number; end: Game }> {
    const g = game.clone({ forSearch: true });
    const actions: Action[] = [],
      keys: string[] = [];
    const me = sideNo(this.side);
    const noise = k === 0 ? 0 : this.#cfg.noise * (1 + k / 3);
    const ids = g
      .units()
      .filter((u) => u.side === this.side && (u.location === 'map' || u.location === 'reinforcement'))
      .map((u) => u.id);
    const m = ctx.m;
    // a draft is judged as the phase will stand when it ends: what it leaves undone now will not happen this phase
    const endOfPhase = (x: Snapshot): Snapshot => ((x.phase = 'combat'), x);
    let s = endOfPhase(snapshot(g));
    let imp = ctx.importance(s);
    let current = ctx.score(s, imp);
    for (let pass = 0; pass < this.#cfg.passes; pass++) {
      // the first draft goes by a fixed order (the units nearest the action first); others shuffle it
      const order = ids.slice();
      const urgency = (id: string) => {
        const u = ctx.index.get(id)!;
        const h = s.hex[u]!;
        return h >= 0 ? m.distMatzmed[h]! : 30;
      };
      order.sort((a, b) => urgency(a) - urgency(b));
      if (k > 0)
        for (let i = order.length - 1; i > 0; i--) {
          const j = Math.floor(this.#rng() * (i + 1));
          if (this.#rng() < 0.7) [order[i], order[j]] = [order[j]!, order[i]!];
        }
      for (const id of order) {
        const u = ctx.index.get(id)!;
        if (g.phase !== game.phase || g.side !== game.side) break;
        const crossCost = me === ISR ? g.crossingCost(id) : null;
        if (!g.canMove(id) && crossCost === null) continue;
        const dests = [...g.reachable(id).keys()];
        const from = s.hex[u]!,
          fromLoc = s.loc[u]!;
        let bestA: Action | null = null;
        let bestV = current + 1e-6;
        const tryScore = (a: Action, h: number, loc: number) => {
          place(s, u, h, loc);
          const v = ctx.score(s, imp) + (noise ? noise * (this.#rng() - 0.5) : 0);
          if (v > bestV) [bestV, bestA] = [v, a];
          place(s, u, from, fromLoc);
          if (from >= 0) s.at[from] = u;
        };
        if (crossCost !== null) tryScore({ type: 'cross', unit: id }, -1, 2);
        let list = dests;
        if (list.length > this.#cfg.maxDests) {
          // keep the hexes nearest Matzmed, next to enemies or on roads, and a random rest
          list = sample(list, this.#cfg.maxDests, this.#rng, (hex) => {
            const h = m.index.get(hex)!;
            return (m.road[h] ? 2 : 0) + (ctx.nextToEnemy(s, h) ? 3 : 0) - m.distMatzmed[h]! / 6;
          });
        }
        for (const hex of list) tryScore({ type: 'move', unit: id, hex }, m.index.get(hex)!, 0);
        yield;
        if (!bestA) continue;
        keys.push(positionKey(g));
        g.apply(bestA);
        actions.push(bestA);
        s = endOfPhase(snapshot(g));
        if ((bestA as Action).type === 'cross' || s.units[u]!.bridge) imp = ctx.importance(s);
        current = ctx.score(s, imp);
      }
    }
    const end = g.clone({ forSearch: true });
    if (g.phase === game.phase && g.side === game.side) {
      keys.push(positionKey(g));
      actions.push({ type: 'end' });
      end.apply({ type: 'end' });
    }
    return { actions, keys, score: current, end };
  }

  // ---- Combat Phase ----

  *#combat(ctx: Ctx, game: Game): Generator<void, Action> {
    const legal = game.legalActions();
    const mayEnd = legal.some((a) => a.type === 'end');
    const s = snapshot(game);
    const now = ctx.valueOf(s, game);
    // bombardment first: it costs nothing (13.1)
    const bombards = legal.filter((a): a is Extract<Action, { type: 'bombard' }> => a.type === 'bombard');
    if (bombards.length) {
      let best = bombards[0]!,
        bestV = -Infinity;
      for (const a of bombards) {
        const t = ctx.index.get(a.target)!;
        const h = s.hex[t]!;
        place(s, t, -1, 3);
        const v = ctx.valueOf(s, game) / 6 + (5 / 6) * now;
        place(s, t, h);
        if (v > bestV) [bestV, best] = [v, a];
      }
      return best;
    }
    const attacks = legal.filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack');
    if (attacks.length === 0) return { type: 'end' };
    // screen on the Snapshot; the values without the defender, and without the attackers, are the same for every
    // option that shares them (with and without artillery, each set of attackers against one defender)
    const memo: AttackMemo = { removed: new Map(), lost: new Map() };
    const screened = attacks.map((a) => ({ a, v: ctx.approxAttack(s, game, a, now, memo) }));
    screened.sort((x, y) => y.v - x.v);
    const finalists = screened.slice(0, Math.max(1, this.#cfg.verify));
    let best: Action | null = null;
    let bestV = mayEnd ? now + 0.002 : -Infinity;
    for (const { a } of finalists) {
      let total = 0;
      for (let die = 1; die <= 6; die++) {
        const g = game.clone({ forSearch: true });
        g.forceDice([die]);
        g.apply(a);
        yield* settle(ctx, g);
        total += ctx.valueOf(snapshot(g), g);
      }
      if (total / 6 > bestV) [bestV, best] = [total / 6, a];
      yield;
    }
    return best ?? (mayEnd ? { type: 'end' } : finalists[0]!.a);
  }
}

/** Answers decisions on a search copy until none is pending (each side by its own one-action lookahead). */
function* settle(ctx: Ctx, g: Game): Generator<void, void> {
  for (let n = 0; g.pending && g.phase !== 'over' && n < 12; n++) {
    const who = g.pending.side as SideName;
    const c = who === ctx.side ? ctx : new Ctx(g, who);
    g.apply(yield* bestDecision(c, g, 1));
  }
}

/** The best answer to the pending decision for ctx.side: each option played and scored (depth 2 answers the decisions it leads to). */
function* bestDecision(ctx: Ctx, game: Game, depth: number): Generator<void, Action> {
  const options = game.legalActions();
  if (options.length === 1) return options[0]!;
  let best = options[0]!,
    bestV = -Infinity;
  for (const a of options) {
    const g = game.clone({ forSearch: true });
    g.apply(a);
    if (depth > 1) yield* settle(ctx, g);
    const v = ctx.valueOf(snapshot(g), g);
    if (v > bestV) [bestV, best] = [v, a];
  }
  return best;
}

/** What a search needs about the game and the side it plays for. */
class Ctx {
  readonly m: MapModel;
  readonly rules: Rules;
  readonly me: SideNo;
  readonly index: Map<string, number>;
  readonly artillery: number;
  readonly night: boolean;
  readonly isFirstTurn: boolean;

  constructor(
    readonly game: Game,
    readonly side: SideName,
  ) {
    this.m = mapModel(game);
    this.rules = rulesOf(game);
    this.me = sideNo(side);
    this.index = unitIndex(game);
    this.artillery = game.artilleryAvailable;
    this.night = game.isNight;
    this.isFirstTurn = game.turn === 1;
  }

  /** Value of a snapshot for this side (0…1), the game's result if it is over. */
  valueOf(s: Snapshot, g?: Game): number {
    if (g && g.phase === 'over') return (g.winner === 'israeli') === (this.me === ISR) ? 1 : 0;
    const v = israeliValue(this.m, s, this.rules).value;
    return this.me === ISR ? v : 1 - v;
  }

  nextToEnemy(s: Snapshot, h: number): boolean {
    for (let d = 0; d < 6; d++) {
      const b = this.m.nbr[h * 6 + d]!;
      if (b >= 0 && s.at[b]! >= 0 && s.units[s.at[b]!]!.side !== this.me) return true;
    }
    return false;
  }

  /**
   * How much each unit on the map matters to this side: for an enemy unit, the
   * value gained without it; for an own unit, the value lost without it; plus a
   * little for its strength (attrition).
   */
  importance(s: Snapshot): Float64Array {
    const imp = new Float64Array(s.units.length);
    const base = this.valueOf(s);
    for (let u = 0; u < s.units.length; u++) {
      const h = s.hex[u]!;
      if (h < 0) continue;
      place(s, u, -1, 3);
      const v = this.valueOf(s);
      place(s, u, h);
      const mine = s.units[u]!.side === this.me;
      imp[u] = Math.max(0, mine ? base - v : v - base) + 0.004 * s.units[u]!.strength;
    }
    return imp;
  }

  /**
   * The Movement Phase score: value, plus the attacks this side can make next
   * (each enemy unit's importance times the chance the CRT removes it with all
   * adjacent strength), minus a share of the enemy's threats to ours.
   */
  score(s: Snapshot, imp: Float64Array): number {
    return (
      this.valueOf(s) +
      0.6 * this.threat(s, imp, this.me, !this.night && this.me === ISR) -
      0.25 * this.threat(s, imp, this.me === ISR ? EGY : ISR, false)
    );
  }

  /** Sum over `by`'s targets of importance × chance of removing it. */
  threat(s: Snapshot, imp: Float64Array, by: SideNo, artillery: boolean): number {
    const m = this.m;
    let total = 0;
    for (let e = 0; e < s.units.length; e++) {
      const h = s.hex[e]!;
      if (h < 0 || s.units[e]!.side === by) continue;
      let str = 0,
        armor = false,
        inf = false;
      for (let d = 0; d < 6; d++) {
        const b = m.nbr[h * 6 + d]!;
        if (b < 0) continue;
        const a = s.at[b]!;
        if (a < 0) continue;
        const x = s.units[a]!;
        if (x.side !== by || x.bridge) continue;
        str += x.strength;
        armor ||= x.armor;
        inf ||= x.infantry;
      }
      if (str === 0) continue;
      const col = crtColumn(
        this.rules,
        str - s.units[e]!.strength,
        m.defShift[h]! + (armor && inf ? 1 : 0) + (artillery ? 1 : 0),
      );
      const p = columnOdds(this.rules, col);
      const bridgeOnMatzmed = s.units[e]!.bridge && h === m.matzmed;
      // Dr with no safe hex to retreat into destroys the unit (6.4): encirclement pays
      const trapped = bridgeOnMatzmed || !this.#canRetreat(s, e, h, by);
      const elim = p[4]! + p[2]! + (trapped ? p[3]! : 0);
      const displaced = trapped ? 0 : p[3]!;
      total +=
        elim * (imp[e]! + 0.02 * s.units[e]!.strength) +
        displaced * 0.6 * imp[e]! -
        (p[0]! * 0.5 + p[1]! * 0.1) * 0.004 * str;
    }
    return total;
  }

  /** Has the unit on h a safe hex to retreat into (6.4: vacant, enterable, in no ZOC of `enemy`)? */
  #canRetreat(s: Snapshot, u: number, h: number, enemy: SideNo): boolean {
    const m = this.m;
    for (let d = 0; d < 6; d++) {
      const b = m.nbr[h * 6 + d]!;
      if (b < 0 || m.step[h * 6 + d]! < 0 || s.at[b]! >= 0) continue;
      if (s.units[u]!.bridge && !m.clearOrRoad[b]) continue;
      let zoc = false;
      for (let e = 0; e < 6 && !zoc; e++) {
        const c = m.nbr[b * 6 + e]!;
        if (c < 0) continue;
        const x = s.at[c]!;
        if (x >= 0 && s.units[x]!.side === enemy && !s.units[x]!.bridge) zoc = true;
      }
      if (!zoc) return true;
    }
    return false;
  }

  /** An attack's expected value on the Snapshot (screening only: retreats read as removal at 60%). */
  approxAttack(s: Snapshot, game: Game, a: Extract<Action, { type: 'attack' }>, now: number, memo: AttackMemo): number {
    const m = this.m;
    const d = this.index.get(a.defender)!;
    const dh = s.hex[d]!;
    let str = 0,
      armor = false,
      inf = false;
    const att = a.attackers.map((id) => this.index.get(id)!);
    for (const u of att) {
      str += s.units[u]!.strength;
      armor ||= s.units[u]!.armor;
      inf ||= s.units[u]!.infantry;
    }
    let shift = m.defShift[dh]! + (armor && inf ? 1 : 0) + (a.artillery ? 1 : 0);
    if (m.defShift[dh]! < 0) {
      // 12.2 ridges: the engine knows; ask it for this attack's real column
      try {
        return this.#approxWith(
          s,
          a,
          att,
          d,
          dh,
          game.combatOdds(a.attackers, a.defender, { artillery: a.artillery }).column,
          now,
          memo,
        );
      } catch {
        /* fall through */
      }
    }
    shift = Math.max(-6, shift);
    return this.#approxWith(s, a, att, d, dh, crtColumn(this.rules, str - s.units[d]!.strength, shift), now, memo);
  }

  #approxWith(
    s: Snapshot,
    a: Extract<Action, { type: 'attack' }>,
    att: number[],
    d: number,
    dh: number,
    col: number,
    now: number,
    memo: AttackMemo,
  ): number {
    const p = columnOdds(this.rules, col);
    let removed = memo.removed.get(d);
    if (removed === undefined) {
      place(s, d, -1, 3);
      memo.removed.set(d, (removed = this.valueOf(s)));
      place(s, d, dh);
    }
    const team = a.attackers.join(' ');
    let lost = memo.lost.get(team);
    if (lost === undefined) {
      const hexes = att.map((u) => s.hex[u]!);
      for (const u of att) place(s, u, -1, 3);
      memo.lost.set(team, (lost = this.valueOf(s)));
      att.forEach((u, i) => place(s, u, hexes[i]!));
    }
    const bridgeOnMatzmed = s.units[d]!.bridge && dh === this.m.matzmed;
    const dr = bridgeOnMatzmed ? removed : 0.6 * removed + 0.4 * now;
    // artillery spent on a weak attack is artillery not spent on a better one
    const artCost = a.artillery ? 0.003 : 0;
    return (
      p[4]! * removed +
      p[3]! * dr +
      p[2]! * (0.5 * removed + 0.5 * lost) +
      p[1]! * (now - 0.002) +
      p[0]! * lost -
      artCost
    );
  }
}

/** Values an attack's screening shares with others on the same Snapshot: without each defender, without each set of attackers. */
interface AttackMemo {
  removed: Map<number, number>;
  lost: Map<string, number>;
}

const indexCaches = new WeakMap<object, Map<string, number>>();
function unitIndex(game: Game): Map<string, number> {
  let r = indexCaches.get(game.data);
  if (!r) indexCaches.set(game.data, (r = new Map(game.units().map((u, i) => [u.id, i]))));
  return r;
}

function positionKey(game: Game): string {
  return JSON.stringify(game.position());
}

function isLegalNow(game: Game, a: Action): boolean {
  try {
    game.clone({ forSearch: true }).apply(a);
    return true;
  } catch {
    return false;
  }
}

/** `k` of `items`: the best half by `score`, the rest at random. */
function sample(items: string[], k: number, rng: () => number, score: (x: string) => number): string[] {
  const scored = items.map((x) => ({ x, v: score(x) })).sort((a, b) => b.v - a.v);
  const top = scored.slice(0, Math.ceil(k / 2)).map((e) => e.x);
  const rest = scored.slice(Math.ceil(k / 2)).map((e) => e.x);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return top.concat(rest.slice(0, k - top.length));
}
