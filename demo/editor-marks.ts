// The marks an author may put on a unit in the position editor, per game:
// each is a field of the game's position JSON, which the compact string
// carries as a unit mark (docs/api.md: ".r", ".sh3e", ".a" …). The editor
// only writes them; the game's own rules (createGame) accept or refuse the
// position, as they do every placement.

/** What the editor knows of a unit (the game's `unit(id)`; fields a game lacks are absent). */
export interface UnitFacts {
  side: string;
  kind?: string;
  maxSteps?: number;
}

/** The situation a mark is written in. */
export interface Situation {
  turn: number;
  side: string;
  phase: string;
  /** The game's sides in seat order. */
  sides: readonly string[];
}

type Json = Record<string, unknown>;

export interface UnitMark {
  key: string;
  label: string;
  /** Whether the mark means something for this unit in this phase. */
  fits(unit: UnitFacts, at: Situation): boolean;
  /** Writes the mark into the position's JSON. */
  write(position: Json, id: string, unit: UnitFacts, at: Situation): void;
}

/** A mark that lists the unit in one of the position's lists of ids. */
const listed = (key: string, label: string, field: string, fits: UnitMark['fits']): UnitMark => ({
  key,
  label,
  fits,
  write: (p, id) => ((p[field] ??= []) as string[]).push(id),
});

/** A mark that gives the unit a value in one of the position's records. */
const valued = (
  key: string,
  label: string,
  field: string,
  fits: UnitMark['fits'],
  value: (unit: UnitFacts, at: Situation) => unknown,
): UnitMark => ({
  key,
  label,
  fits,
  write: (p, id, unit, at) => (((p[field] ??= {}) as Json)[id] = value(unit, at)),
});

const inPhase =
  (...phases: string[]): UnitMark['fits'] =>
  (_unit, at) =>
    phases.some((p) => at.phase.startsWith(p));

/**
 * B-N.2b, T003: a shock marker comes off at the end of the unit's side's next player-turn —
 * this Game-Turn's if that side has yet to play, else the next one's.
 */
function nextPlayerTurnOf(unit: UnitFacts, at: Situation): { turn: number; side: string } {
  const played = at.sides.indexOf(unit.side) <= at.sides.indexOf(at.side);
  return { turn: at.turn + (played ? 1 : 0), side: unit.side };
}

export const unitMarks: Readonly<Record<string, readonly UnitMark[]>> = {
  'across-suez': [
    listed('t', 'Stopped by a Zone of Control (4.5)', 'stopped', inPhase('movement')),
    listed('a', 'Has attacked (5.3)', 'attacked', inPhase('combat')),
    listed('d', 'Has been attacked (5.4)', 'defended', inPhase('combat')),
    listed('b', 'Bombarded (13.2)', 'bombarded', inPhase('combat')),
  ],
  'yom-kippur': [
    valued(
      'r',
      'Reduced: one step lost (B-C)',
      'steps',
      (u) => (u.maxSteps ?? 1) > 1,
      (u) => u.maxSteps! - 1,
    ),
    valued('sh', 'Shocked (B-N.2b)', 'shock', (u) => u.kind === 'ground', nextPlayerTurnOf),
    valued(
      'mov',
      'SAM MOV marker (B-M.2)',
      'samMov',
      (u) => u.kind === 'sam',
      (_u, at) => at.turn,
    ),
    listed('m', 'Has moved this phase', 'moved', inPhase('movement')),
    listed('a', 'Has attacked or bombed (B-I.3, B-N.2)', 'attacked', (u) => u.kind !== 'fort'),
    listed('d', 'Has been attacked (B-I.3)', 'defended', (u) => u.kind !== 'aircraft'),
    listed('ab', 'Dropped or heli-lifted once (B-O)', 'airborne', (u) => u.kind === 'ground'),
  ],
};
