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
// then played on the engine once per result their column can give (a chance
// node over the six die faces: exact, not sampled), the decisions they
// trigger answered, and the mean value taken.
// It attacks while the best expectation beats stopping.
//
// Decisions (retreat, advance, exchange), whoever's phase it is: each option
// is played and scored.
import type { Game } from '../../game.js';
import type { Action } from '../../record.js';
import { makeRng } from '../../../../engine/rng.js';
import { CandidateSample } from '../../../../engine/ai/candidate-sample.js';
import { runSteps, runStepsAsync, type SliceOptions } from '../../../../engine/ai/steps.js';
import { ISR, place, snapshot, type Snapshot } from './model.js';
import { PlanContext, sideNo, type Importance, type SideName } from './assessment.js';
import { combatSearch } from './combat-search.js';
import { bestDecision } from './decisions.js';
import { SearchCopy } from './search-copy.js';
import * as movement from '../../movement.js';
import { applyCode } from '../../apply.js';
import { CROSS, encode, MOVE } from '../../action-codes.js';
import { ON_MAP, REINFORCEMENT } from '../../state.js';

/** A unit's best option in a draft, none yet. */
const NONE = 0;
/** Narrows a unit's destinations to those a draft scores (one for every player: a draft runs to the end once begun). */
const narrow = new CandidateSample();

export type { SideName };

export type PlanLevel = 'easy' | 'normal' | 'hard';

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
  /**
   * Weigh each attack on the die forced on the game, when one is, instead of
   * over the six faces (evaluate()'s playouts, whose dice are drawn ahead:
   * docs/ai.md). Off by default: a player never reads dice forced by a test,
   * a tutorial or a record.
   */
  seesForcedDice?: boolean;
}

export class PlanPlayer {
  readonly side: SideName;
  readonly level: PlanLevel;
  readonly #cfg: LevelConfig;
  readonly #rng: () => number;
  readonly #seesForcedDice: boolean;
  #plan: { actions: Action[]; keys: Uint8Array[] } | null = null;

  constructor(side: SideName, level: PlanLevel = 'normal', options: PlanOptions = {}) {
    this.side = side;
    this.level = level;
    this.#cfg = { ...LEVELS[level], ...(options.drafts !== undefined && { drafts: options.drafts }) };
    this.#rng = makeRng(options.seed ?? 1);
    this.#seesForcedDice = options.seesForcedDice === true;
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
    const whose = game.actingSide as SideName; // the pending decision's owner, else the phasing side
    if (whose !== this.side) throw new Error(`it is the ${whose} player's decision, not the ${this.side}'s`);
    return yield* this.#decideIn(game, false);
  }

  /** The search itself; `diceForced`: the game's next die is forced (a reply sample's dice), see combatSearch. */
  *#decideIn(game: Game, diceForced: boolean): Generator<void, Action> {
    const ctx = new PlanContext(game, this.side);
    const answer = answerPending(ctx, game, 2);
    if (answer) return answer;
    if (game.phase === 'combat')
      return yield* combatSearch(ctx, game, this.#cfg.verify, diceForced, this.#seesForcedDice);
    return yield* this.#movement(ctx, game);
  }

  // ---- Movement Phase: drafts of whole phase plans ----

  *#movement(ctx: PlanContext, game: Game): Generator<void, Action> {
    const plan = this.#plan;
    if (plan && plan.actions.length > 0) {
      const now = SearchCopy.of(game);
      let a: Action | undefined;
      if (now.standsAt(plan.keys[0]!)) {
        plan.keys.shift();
        a = plan.actions.shift()!;
        if (!now.accepts(a)) a = undefined;
      }
      now.release();
      if (a) return a;
    }
    this.#plan = null;
    const drafts: Draft[] = [];
    for (let k = 0; k < this.#cfg.drafts; k++) drafts.push(yield* this.#draft(ctx, game, k));
    drafts.sort((a, b) => b.score - a.score);
    let best = drafts[0]!;
    if (this.#cfg.replySamples > 0 && drafts.length > 1) {
      // play on after the best drafts: this side's Combat Phase, then the other side's whole
      // Player-Turn by the fast policy, a few dice samples each; keep the draft that holds up best
      let bestScore = -Infinity;
      for (const d of drafts.slice(0, this.#cfg.finalists)) {
        let total = 0;
        const end = d.end();
        for (let i = 0; i < this.#cfg.replySamples; i++) {
          const g = end.clone({ forSearch: true });
          let diceLeft = 80;
          g.forceDice(Array.from({ length: diceLeft }, () => 1 + Math.floor(this.#rng() * 6)));
          const other = new PlanPlayer(this.side === 'israeli' ? 'egyptian' : 'israeli', 'easy', {
            seed: Math.floor(this.#rng() * 1e9),
            drafts: 1,
          });
          const turnOver = (x: Game) => x.phase === 'over' || (x.side === game.side && x.phase === 'movement');
          for (let n = 0; n < 300 && !turnOver(g); n++) {
            const who = g.actingSide as SideName;
            let a: Action;
            if (who !== this.side) a = yield* other.#decideIn(g, diceLeft > 0);
            else {
              const mine = new PlanContext(g, who);
              a = answerPending(mine, g, 1) ?? (yield* combatSearch(mine, g, this.#cfg.verify, diceLeft > 0));
            }
            g.apply(a);
            if (a.type === 'attack' || a.type === 'bombard') diceLeft--; // each rolls one die (6.1, 13.1)
          }
          total += ctx.valueOf(snapshot(g), g);
        }
        const score = (0.5 * total) / this.#cfg.replySamples + 0.5 * d.score;
        if (score > bestScore) [bestScore, best] = [score, d];
      }
    }
    if (best.actions.length === 0) return { type: 'end' };
    this.#plan = { actions: best.actions.slice(1), keys: best.keys.slice(1) };
    return best.actions[0]!;
  }

  /** A draft's score of unit u placed on h (location `loc` off the map), then put back where it stood. */
  #scoreAt(ctx: PlanContext, s: Snapshot, imp: Importance, noise: number, u: number, h: number, loc: number): number {
    const from = s.hex[u]!,
      fromLoc = s.loc[u]!;
    place(s, u, h, loc);
    const v = ctx.score(s, imp) + (noise ? noise * (this.#rng() - 0.5) : 0);
    place(s, u, from, fromLoc);
    if (from >= 0) s.at[from] = u;
    return v;
  }

  /**
   * One draft, played on a copy of the game's state by the rules' own
   * functions (movement.ts, apply.ts), without the facade: the actions it
   * returns are those a game would take, in the same order.
   */
  *#draft(ctx: PlanContext, game: Game, k: number): Generator<void, Draft> {
    const root = SearchCopy.of(game);
    const { ctx: rc, state: st } = root;
    const [phase0, side0] = [st.phase, st.side];
    const actions: Action[] = [],
      keys: Uint8Array[] = [];
    const me = sideNo(this.side);
    const noise = k === 0 ? 0 : this.#cfg.noise * (1 + k / 3);
    const mine: number[] = [];
    for (let u = 0; u < rc.units.length; u++)
      if (rc.units[u]!.side === this.side && (st.loc[u] === ON_MAP || st.loc[u] === REINFORCEMENT)) mine.push(u);
    const m = ctx.m;
    // a draft is judged as the phase will stand when it ends: what it leaves undone now will not happen this phase
    const endOfPhase = (x: Snapshot): Snapshot => ((x.phase = 'combat'), x);
    const s = endOfPhase(snapshot(game));
    let imp = ctx.importance(s);
    let current = ctx.score(s, imp);
    for (let pass = 0; pass < this.#cfg.passes; pass++) {
      // the first draft goes by a fixed order (the units nearest the action first); others shuffle it
      const order = mine.slice();
      const urgency = (u: number) => {
        const h = s.hex[u]!;
        return h >= 0 ? m.distMatzmed[h]! : 30;
      };
      order.sort((a, b) => urgency(a) - urgency(b));
      if (k > 0)
        for (let i = order.length - 1; i > 0; i--) {
          const j = Math.floor(this.#rng() * (i + 1));
          if (this.#rng() < 0.7) [order[i], order[j]] = [order[j]!, order[i]!];
        }
      for (const u of order) {
        if (st.phase !== phase0 || st.side !== side0) break;
        const mayCross = me === ISR && typeof movement.crossingCost(rc, st, u) === 'number';
        if (movement.cannotMove(rc, st, u) !== null && !mayCross) continue;
        const d = movement.destinations(rc, st, u, true);
        const from = s.hex[u]!,
          fromLoc = s.loc[u]!;
        let bestKind = NONE;
        let bestV = current + 1e-6,
          bestH = from,
          bestLoc = fromLoc;
        if (mayCross) {
          const v = this.#scoreAt(ctx, s, imp, noise, u, -1, 2);
          if (v > bestV) [bestV, bestKind, bestH, bestLoc] = [v, CROSS, -1, 2];
        }
        let list: ArrayLike<number> = d.hexes,
          count = d.count;
        if (count > this.#cfg.maxDests) {
          // keep the hexes nearest Matzmed, next to enemies or on roads, and a random rest
          narrow.reserve(count);
          for (let i = 0; i < count; i++) {
            const h = list[i]!;
            narrow.scores[i] = (m.road[h] ? 2 : 0) + (ctx.nextToEnemy(s, h) ? 3 : 0) - m.distMatzmed[h]! / 6;
          }
          count = narrow.pick(list, count, this.#cfg.maxDests, this.#rng);
          list = narrow.out;
        }
        for (let i = 0; i < count; i++) {
          const v = this.#scoreAt(ctx, s, imp, noise, u, list[i]!, 0);
          if (v > bestV) [bestV, bestKind, bestH, bestLoc] = [v, MOVE, list[i]!, 0];
        }
        yield;
        if (bestKind === NONE) continue;
        const id = rc.units[u]!.id;
        keys.push(st.bytes.slice());
        applyCode(rc, st, bestKind === MOVE ? encode(MOVE, u, bestH) : encode(CROSS, u));
        actions.push(
          bestKind === MOVE ? { type: 'move', unit: id, hex: rc.board.id(bestH) } : { type: 'cross', unit: id },
        );
        // a move or a crossing changes only where its unit stands: the Snapshot follows without reading the game again
        place(s, u, bestH, bestLoc);
        s.bridgePlaced = s.bridge >= 0 && s.hex[s.bridge] === m.matzmed;
        if (bestKind === CROSS || s.units[u]!.bridge) imp = ctx.importance(s);
        current = ctx.score(s, imp);
      }
    }
    if (st.phase === phase0 && st.side === side0) {
      keys.push(st.bytes.slice());
      actions.push({ type: 'end' });
    }
    root.release();
    // the game as the draft leaves it (its phase ended): only the hard level's finalists play on from there
    const end = () => {
      const g = game.clone({ forSearch: true });
      for (const a of actions) g.apply(a);
      return g;
    };
    return { actions, keys, score: current, end };
  }
}

/**
 * The answer to the decision pending in the game (a retreat, an advance, an
 * exchange), null when none is: asked of a search copy (given back after),
 * without making the game's Pending.
 */
function answerPending(ctx: PlanContext, game: Game, depth: number): Action | null {
  const root = SearchCopy.of(game);
  const a = root.deciding ? bestDecision(ctx, root, depth) : null;
  root.release();
  return a;
}

/** A draft: its actions (and the state each is played from), its score, and the game it leaves. */
interface Draft {
  actions: Action[];
  keys: Uint8Array[];
  score: number;
  end: () => Game;
}
