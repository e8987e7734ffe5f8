// A-D, A-K: the advanced sequence has no basic bombing phase (bombing is
// resolved inside the air phase). Games saved before it was left out still
// read: a position in such a phase reads as the phase that followed it, and a
// record of version 1, which ended each such phase with `end`, is read
// without those `end`s (version 2 names no retired phase).
import { recordHeader, RecordError } from '../../../engine/record.js';
import type { Game } from '../game.js';
import type { Action } from '../types.js';

const RETIRED_VERSION = 1;
/** The record version since the retired phases left the sequence. */
const WITHOUT_RETIRED_VERSION = 2;

/** A position of an older advanced game: a retired phase read as the phase that followed it. */
export function withoutRetiredPhase<P extends { phase?: unknown }>(position: P, retired: Record<string, string>): P {
  const follows = typeof position.phase === 'string' ? retired[position.phase] : undefined;
  return follows === undefined ? position : { ...position, phase: follows };
}

/**
 * A record of version 1 made into version 2: its actions played on `create`'s
 * game, and each `end` that ended a retired phase (one a retired phase, right
 * after the phase before it ended) left out. Any other record is returned as
 * it is; an action the walk refuses stops it there, and the replay reports it.
 */
export async function upgradeRecord(
  text: string,
  game: { id: string; dieFaces: number; parse: (word: string, args: string[], line: number) => Action },
  retired: Record<string, string>,
  create: (start: { seed: number; position?: unknown }) => Promise<Game>,
): Promise<string> {
  if (recordHeader(text).version !== RETIRED_VERSION) return text;
  const { parseRecord } = await import('../../../engine/record-read.js'); // loaded with the first replay
  const rec = parseRecord(text, { ...game, version: RETIRED_VERSION }, game.parse);
  const played = await create({ seed: rec.seed, ...(rec.position !== undefined && { position: rec.position }) });
  const dropped = new Set<number>();
  let owed = 0; // the retired phases the old sequence played before the phase under way
  for (const entry of rec.entries) {
    if (owed > 0) {
      if (entry.action.type !== 'end')
        throw new RecordError(entry.line ?? 0, `record ${RETIRED_VERSION}: a bombing phase (A-D) is ended by end`);
      dropped.add(entry.line!);
      owed--;
      continue;
    }
    const before = played.phase;
    try {
      if (entry.die !== undefined) played.forceDice([entry.die]);
      played.apply(entry.action);
    } catch {
      break;
    }
    if (played.phase !== before) owed = Object.values(retired).filter((p) => p === played.phase).length;
  }
  const lines = text.split(/\r?\n/);
  lines[0] = `${game.id} record ${WITHOUT_RETIRED_VERSION}`;
  return lines.filter((_, i) => !dropped.has(i + 1)).join('\n');
}
