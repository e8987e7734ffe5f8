// Combat Results Tables as data (data/<game>/*.json) loaded into the kernel:
// differential tables (attacker minus defender) and odds tables (attacker :
// defender), any die, column shifts, results as codes whose meaning the game
// gives. One lookup for every game, the rules and the computer players.
import type { Board } from './board.js';
import { CRT_RESULTS, CRT_THRESHOLDS } from './wasm/kernel.js';

export interface CrtColumn {
  /** The column's heading, e.g. '+4 +5' or '3:1'. */
  label: string;
  /**
   * Where the column starts: a differential's smallest value, or an odds
   * ratio's [attacker, defender] (3:1 = [3, 1]); null for the first column,
   * which takes everything below the second.
   */
  min: number | [number, number] | null;
}

export interface CrtData {
  /** Default 'differential'. */
  kind?: 'differential' | 'odds';
  /** The die: its lowest roll and how many rolls (default 1 and 6). */
  die?: { lowest: number; rolls: number };
  columns: CrtColumn[];
  /** The result codes the table uses, in the order the kernel numbers them. */
  resultCodes: string[];
  /** results[column][roll - lowest]: a code of resultCodes. */
  results: string[][];
}

const MAX_TABLES = 16;
const MAX_COLUMNS = 24;
const MAX_ROLLS = 20;
/** The kernel counts rolls modified below a table in its last result slot. */
const MAX_CODES = 31;

/** How a die is rolled on a table: its faces when the table has more rows than the die (a modifier reaches them), and the modifier. */
export interface RollOptions {
  /** The die's faces, 1…faces (default: the table's own rows). */
  faces?: number;
  /** Added to every roll; a roll modified past the last row reads it. */
  modifier?: number;
  /** A roll modified below the first row: counted under this name (default: it reads the first row). */
  below?: string;
}

export class CrtError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`CRT ${field}: ${message}`);
    this.name = 'CrtError';
  }
}

/** A game's tables in the kernel, numbered in the order given, and those added after. */
export class CombatTables {
  readonly #thresholds: Int32Array;
  readonly #results: Uint8Array;
  readonly tables: CrtData[] = [];

  constructor(
    private readonly board: Board,
    tables: readonly CrtData[],
  ) {
    const k = board.kernel;
    this.#thresholds = new Int32Array(k.memory.buffer, k.ptr(CRT_THRESHOLDS), MAX_TABLES * MAX_COLUMNS * 2);
    this.#results = new Uint8Array(k.memory.buffer, k.ptr(CRT_RESULTS), MAX_TABLES * MAX_COLUMNS * MAX_ROLLS);
    for (const crt of tables) this.add(crt);
  }

  /** Puts a table in the kernel (also one a game loads after its board is made): its number. */
  add(crt: CrtData): number {
    const t = this.tables.length;
    if (t === MAX_TABLES) throw new CrtError('tables', `at most ${MAX_TABLES} tables`);
    const die = crt.die ?? { lowest: 1, rolls: 6 };
    if (crt.columns.length > MAX_COLUMNS || die.rolls > MAX_ROLLS || crt.resultCodes.length > MAX_CODES) {
      throw new CrtError(`${t}`, 'too large');
    }
    this.board.kernel.setCrtTable(t, crt.kind === 'odds' ? 1 : 0, crt.columns.length, die.lowest, die.rolls);
    crt.columns.forEach((c, col) => {
      const [num, den] = c.min === null ? [0, 1] : Array.isArray(c.min) ? c.min : [c.min, 1];
      this.#thresholds[(t * MAX_COLUMNS + col) * 2] = num;
      this.#thresholds[(t * MAX_COLUMNS + col) * 2 + 1] = den;
      const row = crt.results[col];
      if (!row || row.length !== die.rolls) throw new CrtError(`${t}.results[${col}]`, `needs ${die.rolls} results`);
      row.forEach((r, i) => {
        const code = crt.resultCodes.indexOf(r);
        if (code < 0) throw new CrtError(`${t}.results[${col}][${i}]`, `unknown result "${r}"`);
        this.#results[(t * MAX_COLUMNS + col) * MAX_ROLLS + i] = code;
      });
    });
    return this.tables.push(crt) - 1;
  }

  /** The column of an attack (strengths, or a differential as `attack` and 0), shifted (negative = left) and kept on the table. */
  column(table: number, attack: number, defence: number, shift = 0): number {
    return this.board.kernel.crtColumn(table, attack, defence, shift);
  }

  /** The result of a (modified) roll on a column; a roll past the table reads its nearest row. */
  result(table: number, column: number, roll: number): string {
    return this.tables[table]!.resultCodes[this.board.kernel.crtResult(table, column, roll)]!;
  }

  /** The lowest row of a table (a roll modified below it is off the table). */
  lowest(table: number): number {
    return this.tables[table]!.die?.lowest ?? 1;
  }

  /** The exact probability of each result on a column, for a die rolled as `options` say. */
  odds(table: number, column: number, options: RollOptions = {}): Record<string, number> {
    const crt = this.tables[table]!;
    const k = this.board.kernel;
    k.crtOdds(table, column, options.faces ?? 0, options.modifier ?? 0, options.below === undefined ? 0 : 1);
    const rolls = options.faces ?? crt.die?.rolls ?? 6;
    const out: Record<string, number> = {};
    crt.resultCodes.forEach((r, code) => (out[r] = this.board.out[code]! / rolls));
    if (options.below !== undefined)
      out[options.below] = (out[options.below] ?? 0) + this.board.out[MAX_CODES]! / rolls;
    return out;
  }

  label(table: number, column: number): string {
    return this.tables[table]!.columns[column]!.label;
  }
}
