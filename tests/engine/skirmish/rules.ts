// Skirmish's rules as a game module (src/engine/contract.ts), written the way
// docs/architecture.md's "How to add a game" says: data in data.ts, the
// searches in the kernel through Board, the CRT through CombatTables, the
// rules over action codes (a verb and its unit and hex packed in a number),
// the facade and records from the engine's Match. Unlike Across Suez, its
// state is plain arrays, not a flat buffer: the contract asks only for a copy.
import { Board } from '../../../src/engine/board.js';
import { CombatTables } from '../../../src/engine/crt.js';
import type { BaseState, Emit, GameDescriptor, GameRules } from '../../../src/engine/contract.js';
import { RecordError } from '../../../src/engine/record.js';
import { RulesError } from '../../../src/engine/rules-error.js';
import { rollDie } from '../../../src/engine/rng.js';
import { chart, crt, effects, SIDES, skirmishMap, units } from './data.js';

export interface Ctx {
  board: Board;
  crt: CombatTables;
}

export interface SkState extends BaseState {
  side: number;
  phase: 'movement' | 'combat' | 'over';
  /** Per unit: hex index, -1 once eliminated. */
  hex: number[];
  /** Per unit: steps left (0 = eliminated). */
  steps: number[];
  moved: boolean[];
  attacked: boolean[];
  /** Per side: victory points (one per enemy step eliminated). */
  vp: number[];
  winner: number;
}

export type SkAction =
  { type: 'move'; unit: string; hex: string } | { type: 'attack'; target: string } | { type: 'end' };
export type SkEvent =
  | { type: 'move'; unit: string; to: string }
  | { type: 'combat'; target: string; die: number; column: number; result: string }
  | { type: 'step'; unit: string }
  | { type: 'retreat'; unit: string; to: string }
  | { type: 'over'; winner: string };

const TURNS = 4;
const STACK = 3;
const PHASES = [
  { id: 'movement', kind: 'movement' },
  { id: 'combat', kind: 'combat' },
];
const others = (side: number) => [0, 1, 2].filter((s) => s !== side);

export const descriptor: GameDescriptor = {
  id: 'skirmish',
  title: 'Skirmish (the engine test game)',
  recordVersion: 1,
  sides: SIDES.map((id) => ({ id, name: id })),
  phases: Object.fromEntries(SIDES.map((id) => [id, PHASES])),
  stacking: { limit: STACK, passThrough: true },
  zoc: [
    { enemies: others(0), stoppedBy: others(0), leave: 'to-free-hex' }, // red: stops, leaves only to a free hex
    { enemies: others(1), stoppedBy: [], leave: 'free', noRoadsIn: others(1) }, // blue: ignores ZOC, no roads in it
    { enemies: others(2), stoppedBy: others(2), leave: 'free' }, // green: stops, leaves freely
  ],
  die: { faces: 6 },
  turns: TURNS,
  maxActions: 2000,
};

export async function loadSkirmish(): Promise<Ctx> {
  const board = await Board.create(skirmishMap(), chart);
  descriptor.zoc.forEach((policy, side) => board.setZocPolicy(side, policy));
  board.setZocBlockers(['water'], []);
  return { board, crt: new CombatTables(board, [crt]) };
}

const unitIndex = new Map(units.map((u, i) => [u.id, i]));
const strength = (s: SkState, u: number) => units[u]!.steps[units[u]!.steps.length - s.steps[u]!]!;
const alive = (s: SkState, u: number) => s.hex[u]! >= 0;
const at = (s: SkState, h: number) => units.map((_, u) => u).filter((u) => s.hex[u] === h);

function sync(ctx: Ctx, s: SkState): void {
  ctx.board.setOccupants(units.flatMap((u, i) => (alive(s, i) ? [{ hex: s.hex[i]!, side: u.side, zoc: true }] : [])));
}

function unitArg(id: unknown): number {
  const u = typeof id === 'string' ? unitIndex.get(id) : undefined;
  if (u === undefined) throw new RulesError('unknown-unit', '', `No unit ${String(id)}`);
  return u;
}

function hexArg(ctx: Ctx, id: unknown): number {
  const h = typeof id === 'string' ? ctx.board.index(id) : -1;
  if (!ctx.board.onMap(h)) throw new RulesError('off-map', '', `${String(id)} is not a hex of the map`);
  return h;
}

/** Where unit u may move now: hex → cost units. */
function destinations(ctx: Ctx, s: SkState, u: number): Map<number, number> {
  const out = new Map<number, number>();
  if (s.phase !== 'movement' || units[u]!.side !== s.side || !alive(s, u) || s.moved[u]) return out;
  sync(ctx, s);
  const budget = units[u]!.movement * chart.costUnits;
  for (const h of ctx.board.reach(s.hex[u]!, budget, s.side, { minimumMove: true })) {
    if (h !== s.hex[u] && at(s, h).length < STACK) out.set(h, ctx.board.cost[h]!); // stacking at the end of the move
  }
  return out;
}

/** Enemy hexes the phasing side may attack now, with the units that would attack each. */
function targets(ctx: Ctx, s: SkState): Map<number, number[]> {
  const out = new Map<number, number[]>();
  if (s.phase !== 'combat') return out;
  units.forEach((t, d) => {
    if (!alive(s, d) || t.side === s.side || s.attacked[d] || out.has(s.hex[d]!)) return;
    const attackers = units
      .map((_, a) => a)
      .filter(
        (a) => units[a]!.side === s.side && alive(s, a) && !s.attacked[a] && ctx.board.adjacent(s.hex[a]!, s.hex[d]!),
      );
    if (attackers.length) out.set(s.hex[d]!, attackers);
  });
  return out;
}

function loseStep(s: SkState, u: number, by: number, emit: Emit<SkEvent>): void {
  s.steps[u]!--;
  s.vp[by]!++;
  emit?.({ type: 'step', unit: units[u]!.id });
  if (s.steps[u] === 0) s.hex[u] = -1;
}

/** Retreats a stack `n` hexes over land (a path through no enemy unit nor enemy ZOC but where friends stand); without one, each loses a step. */
function retreat(ctx: Ctx, s: SkState, stack: number[], n: number, enemy: number, emit: Emit<SkEvent>): void {
  const side = units[stack[0]!]!.side;
  sync(ctx, s);
  const from = s.hex[stack[0]!]!;
  const reached = ctx.board.pathsFrom(from, side, { through: ['land'], maxHexes: n + 1 });
  const to = [...reached].find((h) => ctx.board.cost[h] === n + 1 && at(s, h).length + stack.length <= STACK);
  for (const u of stack) {
    if (to === undefined) loseStep(s, u, enemy, emit);
    else {
      s.hex[u] = to;
      emit?.({ type: 'retreat', unit: units[u]!.id, to: ctx.board.id(to) });
    }
  }
}

function attack(ctx: Ctx, s: SkState, target: number, emit: Emit<SkEvent>): { die: number; result: string } {
  const attackers = targets(ctx, s).get(target);
  if (!attackers) throw new RulesError('no-target', '', 'No attack on that hex now');
  const defenders = at(s, target);
  const defSide = units[defenders[0]!]!.side;
  const shift = ctx.board.hexHas(target, 'cover') ? -1 : 0;
  const column = ctx.crt.column(
    0,
    attackers.reduce((t, a) => t + strength(s, a), 0),
    defenders.reduce((t, d) => t + strength(s, d), 0),
    shift,
  );
  const die = rollDie(s, descriptor.die.faces);
  const result = ctx.crt.result(0, column, die);
  emit?.({ type: 'combat', target: ctx.board.id(target), die, column, result });
  for (const u of [...attackers, ...defenders]) s.attacked[u] = true;
  const fx = effects[result]!;
  for (let k = 0; k < (fx.defenderSteps ?? 0); k++)
    for (const d of defenders) if (alive(s, d)) loseStep(s, d, s.side, emit);
  if (fx.attackerSteps) loseStep(s, attackers[0]!, defSide, emit);
  if (fx.defenderRetreat)
    retreat(
      ctx,
      s,
      defenders.filter((d) => alive(s, d)),
      fx.defenderRetreat,
      s.side,
      emit,
    );
  if (fx.attackerRetreat) for (const a of attackers) retreat(ctx, s, [a], fx.attackerRetreat, defSide, emit);
  return { die, result };
}

// ---- action codes: the verb in the low two bits, then a unit (8 bits) and a hex ----
const END = 0,
  MOVE = 1,
  ATTACK = 2;
const moveCode = (u: number, h: number) => MOVE | (u << 2) | (h << 10);
const attackCode = (h: number) => ATTACK | (h << 10);
const verbOf = (code: number) => code & 3;
const unitOf = (code: number) => (code >> 2) & 0xff;
const hexOf = (code: number) => code >> 10;

function endPhase(s: SkState, emit: Emit<SkEvent>): void {
  if (s.phase === 'over') throw new RulesError('game-over', '', 'The game is over');
  if (s.phase === 'movement') {
    s.phase = 'combat';
    s.attacked.fill(false);
    return;
  }
  s.moved.fill(false);
  s.phase = 'movement';
  if (s.side < SIDES.length - 1) s.side++;
  else if (s.turn < TURNS) [s.turn, s.side] = [s.turn + 1, 0];
  else {
    s.phase = 'over';
    s.winner = s.vp.indexOf(Math.max(...s.vp));
    emit?.({ type: 'over', winner: SIDES[s.winner]! });
  }
}

export const skirmishRules: GameRules<SkState, SkAction, SkEvent, Ctx> = {
  descriptor,
  newState(ctx, position, seed) {
    if (position !== undefined) throw new Error('Skirmish starts from its set-up only');
    return {
      turn: 1,
      side: 0,
      phase: 'movement',
      hex: units.map((u) => ctx.board.index(u.start)),
      steps: units.map((u) => u.steps.length),
      moved: units.map(() => false),
      attacked: units.map(() => false),
      vp: SIDES.map(() => 0),
      winner: -1,
      rng: seed >>> 0,
      forced: [],
    };
  },
  cloneState: (s) => ({
    ...s,
    hex: s.hex.slice(),
    steps: s.steps.slice(),
    moved: s.moved.slice(),
    attacked: s.attacked.slice(),
    vp: s.vp.slice(),
    forced: s.forced.slice(),
  }),
  copyState(from, into) {
    for (const k of ['hex', 'steps', 'moved', 'attacked', 'vp', 'forced'] as const) {
      const [a, b] = [from[k] as unknown[], into[k] as unknown[]];
      b.length = a.length;
      for (let i = 0; i < a.length; i++) b[i] = a[i];
    }
    [into.turn, into.side, into.phase, into.winner, into.rng] = [
      from.turn,
      from.side,
      from.phase,
      from.winner,
      from.rng,
    ];
  },
  actor: (_ctx, s) => (s.phase === 'over' ? -1 : s.side),
  phasing: (_ctx, s) => s.side,
  phase: (_ctx, s) => s.phase,
  winner: (_ctx, s) => s.winner,
  legalCodes(ctx, s, out) {
    out.clear();
    if (s.phase === 'over') return;
    units.forEach((_, u) => {
      for (const h of destinations(ctx, s, u).keys()) out.push(moveCode(u, h));
    });
    for (const h of targets(ctx, s).keys()) out.push(attackCode(h));
    out.push(END);
  },
  applyCode(ctx, s, code, emit) {
    switch (verbOf(code)) {
      case MOVE: {
        const [u, h] = [unitOf(code), hexOf(code)];
        if (u >= units.length || !destinations(ctx, s, u).has(h))
          throw new RulesError('illegal-move', '', `${units[u]?.id ?? u} cannot move to ${ctx.board.id(h)}`);
        s.hex[u] = h;
        s.moved[u] = true;
        emit?.({ type: 'move', unit: units[u]!.id, to: ctx.board.id(h) });
        return {};
      }
      case ATTACK:
        return attack(ctx, s, hexOf(code), emit);
      case END:
        if (code !== END) break;
        endPhase(s, emit);
        return {};
    }
    throw new RulesError('bad-action', '', 'Unknown action');
  },
  codec: {
    actionOf(ctx, _s, code) {
      const verb = verbOf(code);
      if (verb === MOVE) return { type: 'move', unit: units[unitOf(code)]!.id, hex: ctx.board.id(hexOf(code)) };
      return verb === ATTACK ? { type: 'attack', target: ctx.board.id(hexOf(code)) } : { type: 'end' };
    },
    codeOf(ctx, _s, action) {
      switch (action.type) {
        case 'move':
          return moveCode(unitArg(action.unit), hexArg(ctx, action.hex));
        case 'attack':
          return attackCode(hexArg(ctx, action.target));
        case 'end':
          return END;
        default:
          throw new RulesError('bad-action', '', 'Unknown action');
      }
    },
    format: (a) => (a.type === 'move' ? `move ${a.unit} ${a.hex}` : a.type === 'attack' ? `attack ${a.target}` : 'end'),
    parse(word, args, line) {
      if (word === 'move' && args.length === 2) return { type: 'move', unit: args[0]!, hex: args[1]! };
      if (word === 'attack' && args.length === 1) return { type: 'attack', target: args[0]! };
      if (word === 'end' && args.length === 0) return { type: 'end' };
      throw new RecordError(line, `unknown action "${word}"`);
    },
  },
  describe: (_ctx, e) => `${e.type} ${JSON.stringify(e)}`,
  position: (ctx, s) => ({
    turn: s.turn,
    side: SIDES[s.side],
    phase: s.phase,
    units: Object.fromEntries(units.map((u, i) => [u.id, alive(s, i) ? ctx.board.id(s.hex[i]!) : 'eliminated'])),
    steps: Object.fromEntries(units.map((u, i) => [u.id, s.steps[i]])),
    vp: s.vp,
    rng: s.rng,
  }),
  invariants(ctx, s) {
    const out: string[] = [];
    const lost = units.reduce((t, u, i) => t + u.steps.length - s.steps[i]!, 0);
    if (s.vp.reduce((a, b) => a + b, 0) !== lost) out.push(`victory points ${s.vp} do not match ${lost} steps lost`);
    units.forEach((u, i) => {
      if (s.steps[i]! < 0 || s.steps[i]! > u.steps.length) out.push(`${u.id} has ${s.steps[i]} steps`);
      if ((s.steps[i] === 0) !== (s.hex[i] === -1)) out.push(`${u.id}: eliminated and on the map disagree`);
      if (alive(s, i) && ctx.board.hexHas(s.hex[i]!, 'water')) out.push(`${u.id} stands in water`);
    });
    const byHex = new Map<number, number[]>();
    units.forEach((_, i) => alive(s, i) && byHex.set(s.hex[i]!, [...(byHex.get(s.hex[i]!) ?? []), i]));
    for (const [h, stack] of byHex) {
      if (stack.length > STACK) out.push(`${stack.length} units stacked in ${ctx.board.id(h)}`);
      if (new Set(stack.map((u) => units[u]!.side)).size > 1) out.push(`enemies share ${ctx.board.id(h)}`);
    }
    return out;
  },
};
