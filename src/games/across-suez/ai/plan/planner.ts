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
//
// A decision runs on a search copy of the game (search-copy.ts) and ends in
// one of the rules' action codes; the drafts and the combat search are step
// machines made once per player, so evaluate()'s playouts decide with no
// allocation (decideCode), and a page's search runs the same steps in
// slices (search, decideAsync).
import type { Game } from '../../game.js';
import type { Action } from '../../record.js';
import { Random } from '../../../../engine/rng.js';
import { runSteps, runStepsAsync, type SliceOptions } from '../../../../engine/ai/steps.js';
import { PlanContext, type SideName } from './assessment.js';
import { CombatSearch } from './combat-search.js';
import { bestAnswer } from './decisions.js';
import { MovementDrafts, type DraftConfig } from './drafts.js';
import { SearchCopy } from './search-copy.js';
import { ATTACK, BOMBARD, END, kindOf } from '../../action-codes.js';
import { isNight } from '../../units.js';

export type { SideName };

export type PlanLevel = 'easy' | 'normal' | 'hard';

interface LevelConfig extends DraftConfig {
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
   * docs/across-suez/ai.md). Off by default: a player never reads dice forced by a test,
   * a tutorial or a record.
   */
  seesForcedDice?: boolean;
}

/** What a decision under way waits on once begun: the combat search's steps or the drafts'. */
const COMBAT = 1,
  DRAFTS = 2;

export class PlanPlayer {
  readonly side: SideName;
  readonly level: PlanLevel;
  readonly #cfg: LevelConfig;
  readonly #random: Random;
  readonly #seesForcedDice: boolean;
  #ctx: PlanContext | null = null;
  /** Where the hard level's reply samples have their values written (assessment.ts, valueInto). */
  readonly #value = new Float64Array(1);
  readonly #combat = new CombatSearch();
  readonly #drafts: MovementDrafts;
  #waitsOn = 0;
  /** The decision's code, once made. */
  #code = 0;
  /** The plan kept from the last Movement Phase search: the best draft's codes still to play, and the state each is played from. */
  #plan = new Int32Array(0);
  #planCount = 0;
  #planNext = 0;
  #keys = new Uint8Array(0);
  #keyLength = 0;

  constructor(side: SideName, level: PlanLevel = 'normal', options: PlanOptions = {}) {
    this.side = side;
    this.level = level;
    this.#cfg = { ...LEVELS[level], ...(options.drafts !== undefined && { drafts: options.drafts }) };
    this.#random = new Random(options.seed ?? 1);
    this.#seesForcedDice = options.seesForcedDice === true;
    this.#drafts = new MovementDrafts(this.#cfg, this.#random);
  }

  /** Starts afresh, as if made with this seed: no plan kept from an earlier phase (evaluate() reuses its players from one playout to the next). */
  restart(seed: number): void {
    this.#random.state = seed;
    this.#planCount = this.#planNext = 0;
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
    const root = SearchCopy.of(game);
    try {
      return root.actionOf(yield* this.#steps(root, this.#seesForcedDice && root.state.forced.length > 0));
    } finally {
      root.release();
    }
  }

  /**
   * The code (action-codes.ts) for the side acting on a search copy, at once
   * and with no allocation once warm (evaluate()'s playouts play it on the
   * copy). The copy's side must be this player's.
   */
  decideCode(root: SearchCopy): number {
    return this.#decideAt(root, this.#seesForcedDice && root.state.forced.length > 0);
  }

  /**
   * The decision's steps, run at once: the same as #steps without a yield
   * (a generator is an object made per decision, which playouts avoid).
   * `diceForced`: the copy's next die is forced and the player weighs each
   * attack on it (combat-search.ts).
   */
  #decideAt(root: SearchCopy, diceForced: boolean): number {
    if (this.#begin(root, diceForced)) return this.#code;
    while (!this.#step());
    if (this.#waitsOn === COMBAT) return this.#code;
    return this.#planFrom(root, this.#cfg.finalists > 0 ? runSteps(this.#final(root)) : this.#drafts.ranked[0]!);
  }

  /** The decision's steps, yielding between them. */
  *#steps(root: SearchCopy, diceForced: boolean): Generator<void, number> {
    if (this.#begin(root, diceForced)) return this.#code;
    while (!this.#step()) yield;
    if (this.#waitsOn === COMBAT) return this.#code;
    return this.#planFrom(root, this.#cfg.finalists > 0 ? yield* this.#final(root) : this.#drafts.ranked[0]!);
  }

  /** Begins a decision on `root`: true when made at once (#code), else its steps are to run. */
  #begin(root: SearchCopy, diceForced: boolean): boolean {
    if (this.#ctx?.source.data !== root.ctx.data) this.#ctx = new PlanContext(root.ctx, this.side);
    const ctx = this.#ctx;
    ctx.night = isNight(root.ctx, root.state.turn);
    this.#waitsOn = 0;
    // decisions (retreat, advance, exchange), whoever's phase it is: each option played and scored
    if (root.deciding) return this.#made(bestAnswer(ctx, root, 2));
    if (root.phase === 'combat') {
      this.#waitsOn = COMBAT;
      return this.#combat.begin(ctx, root, this.#cfg.verify, diceForced) && this.#made(this.#combat.code);
    }
    if (this.#followsPlan(root)) return true;
    this.#waitsOn = DRAFTS;
    this.#drafts.begin(ctx, root);
    return false;
  }

  /** Runs one step of the decision begun: true when it is made (#code for combat; the drafts ranked). */
  #step(): boolean {
    if (this.#waitsOn === COMBAT) return this.#combat.step() && this.#made(this.#combat.code);
    return this.#drafts.step();
  }

  #made(code: number): true {
    this.#code = code;
    return true;
  }

  /** The next action of the plan kept from this phase's search, when the game stands where the plan expected it to. */
  #followsPlan(root: SearchCopy): boolean {
    if (this.#planNext >= this.#planCount) return false;
    const code = this.#plan[this.#planNext]!;
    const at = this.#planNext * this.#keyLength;
    // the state the draft played the code from accepts it again (a move, a crossing or the end: no die is rolled);
    // one that only stands in the same position is asked
    if (root.holds(this.#keys, at) || (root.standsAt(this.#keys, at) && root.accepts(code))) {
      this.#planNext++;
      return this.#made(code);
    }
    this.#planCount = 0;
    return false;
  }

  /** Keeps draft d as this phase's plan (with the state each action is played from) and returns its first code. */
  #planFrom(root: SearchCopy, d: number): number {
    const drafts = this.#drafts;
    const count = drafts.countOf(d);
    this.#planCount = this.#planNext = 0;
    if (count === 0) return END;
    const bytes = root.state.bytes.length;
    if (this.#plan.length < count) this.#plan = new Int32Array(count * 2);
    if (this.#keys.length < count * bytes) this.#keys = new Uint8Array(count * 2 * bytes);
    this.#keyLength = bytes;
    const g = root.copy();
    for (let i = 0; i < count; i++) {
      this.#plan[i] = drafts.codeOf(d, i);
      this.#keys.set(g.state.bytes, i * bytes);
      if (i + 1 < count) g.applyCode(this.#plan[i]!);
    }
    g.release();
    this.#planCount = count;
    this.#planNext = 1;
    return this.#plan[0]!;
  }

  /**
   * The hard level's choice among its best drafts: each played on after its
   * end — this side's Combat Phase, then the other side's whole Player-Turn
   * by the easy planner — over a few dice samples; the draft that holds up
   * best (half its own score, half the mean value after) is kept.
   */
  *#final(root: SearchCopy): Generator<void, number> {
    const ctx = this.#ctx!,
      drafts = this.#drafts,
      cfg = this.#cfg;
    let best = drafts.ranked[0]!,
      bestScore = -Infinity;
    for (let f = 0; f < cfg.finalists && f < drafts.ranked.length; f++) {
      const d = drafts.ranked[f]!;
      let total = 0;
      for (let i = 0; i < cfg.replySamples; i++) {
        const g = root.copy();
        for (let k = 0; k < drafts.countOf(d); k++) g.applyCode(drafts.codeOf(d, k));
        let diceLeft = 80;
        for (let k = 0; k < diceLeft; k++) g.state.forced.push(1 + this.#random.below(6));
        const other = new PlanPlayer(this.side === 'israeli' ? 'egyptian' : 'israeli', 'easy', {
          seed: this.#random.below(1e9),
          drafts: 1,
        });
        const turnOver = () => g.phase === 'over' || (g.state.side === root.state.side && g.phase === 'movement');
        for (let n = 0; n < 300 && !turnOver(); n++) {
          const code = g.actingSide !== this.side ? other.#decideAt(g, diceLeft > 0) : this.#reply(g, diceLeft > 0);
          g.applyCode(code);
          const kind = kindOf(code);
          if (kind === ATTACK || kind === BOMBARD) diceLeft--; // each rolls one die (6.1, 13.1)
          yield;
        }
        ctx.copyValueInto(g, this.#value, 0);
        total += this.#value[0]!;
        g.release();
      }
      const score = (0.5 * total) / cfg.replySamples + 0.5 * drafts.scoreOf(d);
      if (score > bestScore) [bestScore, best] = [score, d];
    }
    return best;
  }

  /** This side's own action in a reply sample (#final): its Combat Phase, or a decision answered one action deep. */
  #reply(g: SearchCopy, diceForced: boolean): number {
    const ctx = this.#ctx!;
    if (g.deciding) return bestAnswer(ctx, g, 1);
    const combat = this.#combat;
    if (!combat.begin(ctx, g, this.#cfg.verify, diceForced)) while (!combat.step());
    return combat.code;
  }
}
