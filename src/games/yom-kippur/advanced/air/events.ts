// What the advanced air phase reports (A-K), beside the basic game's events
// it also uses ('reduced', 'eliminated', 'shock', 'bridge'), and their log lines.
import type { GameEvent } from '../../events.js';
import type { HexId, UnitId } from '../../types.js';

export type AirEvent =
  | { type: 'raid'; aircraft: UnitId; hex: HexId; role: 'bomber' | 'escort' | 'para' }
  | { type: 'detect'; hex: HexId; counters: number; die: number; detected: boolean }
  | { type: 'intercept'; aircraft: UnitId; hex: HexId }
  | { type: 'sam-fire'; sam: UnitId; hex: HexId; targets: UnitId[]; die: number; result: string }
  | { type: 'air-combat'; attackers: UnitId[]; targets: UnitId[]; odds: string; die: number; result: string }
  | { type: 'air-bomb'; aircraft: UnitId; target: string; die: number; result: string; rule: string }
  | { type: 'air-home'; aircraft: UnitId; why: string }
  | { type: 'air-stage'; stage: string }
  | { type: 'heli-raid'; helicopter: UnitId; cargo: UnitId; from: HexId; hex: HexId };

export type AirEmit = ((event: AirEvent | GameEvent) => void) | null;

export const AIR_EVENT_TYPES: ReadonlySet<string> = new Set([
  'raid',
  'detect',
  'intercept',
  'sam-fire',
  'air-combat',
  'air-bomb',
  'air-home',
  'air-stage',
  'heli-raid',
]);

/** A log line for an event of the air phase. */
export function describeAirEvent(e: AirEvent): string {
  switch (e.type) {
    case 'raid':
      return `${e.aircraft} flies a raid over ${e.hex} as ${e.role === 'escort' ? 'an escort' : `a ${e.role}`}`;
    case 'detect':
      return `Raid of ${e.counters} over ${e.hex}: die ${e.die}, ${e.detected ? 'detected' : 'not detected'} (A-K[Detection])`;
    case 'intercept':
      return `${e.aircraft} intercepts over ${e.hex}`;
    case 'sam-fire':
      return `${e.sam} fires at ${e.targets.join(', ')} over ${e.hex}: die ${e.die}, ${e.result} (A-K[SAM])`;
    case 'air-combat':
      return `${e.attackers.join(', ')} attack ${e.targets.join(', ')} at ${e.odds}: die ${e.die}, ${e.result} (A-K[Air combat])`;
    case 'air-bomb':
      return `${e.aircraft} bombs ${e.target}: die ${e.die}, ${e.result} (${e.rule})`;
    case 'air-home':
      return `${e.aircraft} goes home (${e.why})`;
    case 'air-stage':
      return `Air phase: ${e.stage}`;
    case 'heli-raid':
      return `${e.helicopter} flies from ${e.from} with ${e.cargo} to set it down on ${e.hex} (A-K b)`;
  }
}
