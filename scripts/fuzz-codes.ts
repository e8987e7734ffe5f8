// The fast fuzz tier (`npm run fuzz -- --fast`): random legal games played on
// the engine's search state (codes listed into a buffer and applied in place,
// no events, no log: src/engine/search-state.ts), the same rule functions the
// facade runs. After every action the rules' invariants are checked; a code
// the rules listed must apply; a game that is not over must list an action.
// The position is read back through the compact string (when the game has
// one) into a new state, which must be the same position: at each game's end,
// and by the kind of decision it waits for (its phase and the kind of the
// first action offered: an attack, a retreat, a move…), the first, second,
// fourth and eighth of each kind a job meets and every K-th after, so that a
// kind met seldom is read back as surely as the moves met by the thousand.
// Every G-th game is played again through the facade from the same seed,
// action by action, and its record replayed: both must end in the search
// state's position. Games are spread over worker threads.
import { isDeepStrictEqual } from 'node:util';
import { ActionBuffer } from '../src/engine/action-buffer.js';
import type { BaseState, GameRules } from '../src/engine/contract.js';
import type { PositionCodec } from '../src/engine/position-text.js';
import { createGame, gameFromRecord, type AnyMatch } from '../src/engine/registry.js';
import { Random } from '../src/engine/rng.js';
import '../src/games/across-suez/engine.js';
import '../src/games/yom-kippur/engine.js';
import { canonical } from '../tests/support/fuzz-games.js';
import { runJobs } from './job-pool.js';

/** A share of the games: seeds `first` to `first + games - 1`. */
export interface FastJob {
  game: string;
  options: Record<string, unknown>;
  first: number;
  games: number;
  /** Of each kind of decision the job meets, the 1st, 2nd, 4th, 8th and every `roundTripEvery`-th position read back (0: at each game's end only). */
  roundTripEvery: number;
  /** Every `facadeEvery`-th game played again through the facade and its record (0: never). */
  facadeEvery: number;
}

export interface FastResult {
  games: number;
  actions: number;
  roundTrips: number;
  /** The positions read back by stage: the phase, and the kind of decision pending (`combat:retreat`). */
  stages: Record<string, number>;
  facadeGames: number;
  /** Games by winner's side id ('draw'; 'unfinished' within the game's action limit). */
  wins: Record<string, number>;
  problems: string[];
  ms: number;
  /** The worker's heap and the game's Wasm linear memory once the job is done. */
  heap: number;
  wasm: number;
}

/** A position's stage: its phase, and the kind of the decision pending if one is. */
function stageOf(position: unknown): string {
  const p = position as { phase?: string; pending?: { kind?: string } | null };
  return p.pending?.kind ? `${p.phase}:${p.pending.kind}` : String(p.phase);
}

type Rules = GameRules<BaseState, never, never, unknown>;

const empty = () => ({
  games: 0,
  actions: 0,
  roundTrips: 0,
  stages: {},
  facadeGames: 0,
  wins: {},
  problems: [],
  ms: 0,
});

/** A game's rules, context and codec, loaded once per worker and game. */
const loaded = new Map<string, Promise<{ rules: Rules; ctx: unknown; codec: PositionCodec<unknown> | null }>>();

function load(game: string, options: Record<string, unknown>) {
  const key = `${game} ${canonical(options)}`;
  let p = loaded.get(key);
  if (!p) {
    p = (async () => {
      const root = (await createGame(game, { seed: 1, ...options })).searchRoot();
      const rules = root.rules as unknown as Rules;
      await rules.loadPositionReader?.({}); // readBack gives newState positions
      return { rules, ctx: root.ctx, codec: (await rules.loadPositionCodec?.()) ?? null };
    })();
    loaded.set(key, p);
  }
  return p;
}

/** Plays the job's games; never throws (a throw is a problem, named with its game's seed). */
export async function fastGames(job: FastJob): Promise<FastResult> {
  const t = performance.now();
  const { rules, ctx, codec } = await load(job.game, job.options);
  const out: FastResult = { ...empty(), heap: 0, wasm: 0 };
  let wasm = 0;
  const legal = new ActionBuffer();
  const random = new Random(0);
  const max = rules.descriptor.maxActions;
  const sides = rules.descriptor.sides.map((s) => s.id);
  /** The positions met so far of each kind of decision: by phase, then by the kind of the first action offered. */
  const met = new Map<string, Map<unknown, number>>();
  const due = (s: BaseState): boolean => {
    const phase = rules.phase(ctx, s);
    const kind = (rules.codec.actionOf(ctx, s, legal.at(0)) as { type?: unknown }).type;
    let ofPhase = met.get(phase);
    if (!ofPhase) met.set(phase, (ofPhase = new Map()));
    const n = (ofPhase.get(kind) ?? 0) + 1;
    ofPhase.set(kind, n);
    return n === 1 || n === 2 || n === 4 || n === 8 || n % job.roundTripEvery === 0;
  };

  /** Reads the position back through the compact string into a new state: a problem if it is another position. */
  const readBack = (s: BaseState, seed: number): string | null => {
    if (!codec) return null;
    // the rules' own position needs no second check before it is written (encodeOwn); the state read back is
    // checked as any position given from outside is (newState), and compared as data, whatever its keys' order
    const position = rules.position(ctx, s);
    const text = codec.encodeOwn ? codec.encodeOwn(ctx, position) : codec.encode(ctx, position);
    const back = rules.newState(ctx, codec.decode(ctx, text, codec.version), seed);
    out.roundTrips++;
    const stage = stageOf(position);
    out.stages[stage] = (out.stages[stage] ?? 0) + 1;
    return isDeepStrictEqual(rules.position(ctx, back), position)
      ? null
      : `the compact string ${text} reads back another position`;
  };

  for (let seed = job.first; seed < job.first + job.games; seed++) {
    const game = await createGame(job.game, { seed, ...job.options });
    wasm = (game as unknown as { wasmMemoryBytes?: number }).wasmMemoryBytes ?? 0;
    const s = game.searchRoot().state as BaseState;
    const codes: number[] = [];
    const facade = job.facadeEvery > 0 && seed % job.facadeEvery === 0;
    random.state = seed;
    let n = 0;
    const problem = (what: string) => out.problems.push(`${job.game} seed ${seed}, action ${n}: ${what}`);
    try {
      while (n < max && rules.actor(ctx, s) >= 0) {
        rules.legalCodes(ctx, s, legal);
        if (legal.length === 0) {
          problem('the game is not over and lists no action');
          break;
        }
        if (job.roundTripEvery > 0 && due(s)) {
          const why = readBack(s, seed);
          if (why) problem(why);
        }
        const code = legal.at(random.below(legal.length));
        if (facade) codes.push(code);
        rules.applyCode(ctx, s, code, null);
        n++;
        for (const v of rules.invariants(ctx, s)) problem(v);
      }
      const why = readBack(s, seed);
      if (why) problem(why);
      if (facade) {
        out.facadeGames++;
        for (const why of await throughFacade(job, seed, codes, rules.position(ctx, s))) problem(why);
      }
    } catch (e) {
      problem(`threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`.slice(0, 400));
    }
    const w = rules.actor(ctx, s) >= 0 ? 'unfinished' : (sides[rules.winner(ctx, s)] ?? 'draw');
    out.wins[w] = (out.wins[w] ?? 0) + 1;
    if (w === 'unfinished' && n >= max) problem(`not over within the game's ${max} actions`);
    out.games++;
    out.actions += n;
  }
  out.ms = performance.now() - t;
  [out.heap, out.wasm] = [process.memoryUsage().heapUsed, wasm];
  return out;
}

/** The same game through the facade (each code as its action) and through its record: problems if either ends elsewhere. */
async function throughFacade(job: FastJob, seed: number, codes: number[], end: unknown): Promise<string[]> {
  const game: AnyMatch = await createGame(job.game, { seed, ...job.options });
  // a search copy beside the facade, for each code's action (the codes are the copy's state's)
  const { rules, ctx, state } = game.searchRoot() as unknown as { rules: Rules; ctx: unknown; state: BaseState };
  const legal = new ActionBuffer();
  for (const code of codes) {
    rules.legalCodes(ctx, state, legal);
    game.apply(rules.codec.actionOf(ctx, state, code) as never);
    rules.applyCode(ctx, state, code, null);
  }
  const problems: string[] = [];
  const want = canonical(end);
  if (canonical(game.position()) !== want)
    problems.push('the facade, given the same actions, ends in another position');
  const replayed = await gameFromRecord(game.toRecord());
  if (canonical(replayed.position()) !== want) problems.push('the record replays to another position');
  return problems;
}

/** `npm run fuzz -- --fast`: the games shared out over `workers` threads in jobs of `perJob`; prints the figures, returns the problems. */
export async function runFast(
  base: Omit<FastJob, 'first' | 'games'>,
  first: number,
  games: number,
  workers: number,
  perJob = 50,
): Promise<number> {
  const jobs: FastJob[] = [];
  for (let g = 0; g < games; g += perJob) jobs.push({ ...base, first: first + g, games: Math.min(perJob, games - g) });
  const start = performance.now();
  const rssBefore = process.memoryUsage().rss;
  const total: Omit<FastResult, 'heap' | 'wasm'> = empty();
  const memory: { heap: number; wasm: number }[] = [];
  const worker = new URL('./fuzz-codes-worker.ts', import.meta.url).href;
  await runJobs<FastJob, FastResult>(jobs, workers, `${base.game} fast`, worker, (r) => {
    for (const k of ['games', 'actions', 'roundTrips', 'facadeGames'] as const) total[k] += r[k];
    for (const [w, n] of Object.entries(r.wins)) total.wins[w] = (total.wins[w] ?? 0) + n;
    for (const [st, n] of Object.entries(r.stages)) total.stages[st] = (total.stages[st] ?? 0) + n;
    for (const p of r.problems.slice(0, 20 - total.problems.length)) console.error(`\n${p}`);
    total.problems.push(...r.problems);
    memory.push({ heap: r.heap, wasm: r.wasm });
  });
  const seconds = (performance.now() - start) / 1000;
  const tables = (base.options['tables'] as string | undefined) ?? 'standard';
  console.log(
    `${base.game} (${tables} tables), fast tier on the search state, ${workers} worker${workers === 1 ? '' : 's'}: ` +
      `${total.games} games, ${total.actions} actions in ${seconds.toFixed(1)} s = ` +
      `${(total.games / seconds).toFixed(1)} games/s, ${(total.actions / seconds).toFixed(0)} actions/s`,
  );
  console.log(
    `  invariants after every action; ${total.roundTrips} positions read back through the compact string ` +
      `(of each kind of decision a job meets the 1st, 2nd, 4th, 8th and every ${base.roundTripEvery || '∞'}th, and at each end); ` +
      `${total.facadeGames} games replayed through the facade and their records`,
  );
  console.log(
    `  read back by stage: ${Object.entries(total.stages)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([st, n]) => `${st} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `  results: ${Object.entries(total.wins)
      .map(([w, n]) => `${w} ${n}`)
      .join(', ')}`,
  );
  const mib = (n: number) => `${(n / 2 ** 20).toFixed(1)} MiB`;
  const [early, late] = [memory[0], memory.at(-1)];
  console.log(
    `  memory: a worker's heap after its first job ${mib(early?.heap ?? 0)}, after the last ${mib(late?.heap ?? 0)}; ` +
      `Wasm linear memory ${early?.wasm} → ${late?.wasm} bytes; the process's rss ${mib(rssBefore)} → ${mib(process.memoryUsage().rss)}`,
  );
  // the engine's linear memory stays flat however many games are played (issue 7)
  if (new Set(memory.map((m) => m.wasm)).size > 1) total.problems.push('the Wasm linear memory grew');
  console.log(`${total.problems.length === 0 ? 'no' : total.problems.length} problems`);
  return total.problems.length;
}
