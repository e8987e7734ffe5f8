// A-B, A-K: the aircraft counters of the advanced game, made from each air
// force's pool in advanced-forces.json `air` (interceptors I, bombers B,
// fighter-bombers IB; the fronts it flies over; the Game-Turn it arrives)
// with their combat factors from T001[Air values]
// (advanced-tables.json `airValues`): full, and reduced to half rounded up (A-K[Air
// combat]). An IB counter carries its interceptor values (A-L prices it as
// an I); its role is chosen when it is placed (A-K[Placement] e).
import type { UnitData } from '../../data.js';
import type { SideId } from '../../types.js';

export type AirRole = 'interceptor' | 'bomber' | 'fighter-bomber';

/** One air force's pool (advanced-forces.json `air.<force>`). */
export interface AirForceData {
  interceptor?: number;
  bomber?: number;
  fighterBomber?: number;
  /** The maps its aircraft fly over (A-K: each Arab air force on its own front, Israel's one pool on both). */
  fronts: string[];
  /** The Game-Turn its counters join the pool (Iraq), else from the start. */
  arrives?: number;
}

/** An aircraft counter of the advanced game: its air force (T001[Air values]'s row), role and fronts. */
export interface AirCounterData extends UnitData {
  /** The front it belongs to (advanced/data.ts AdvancedUnitData): its air force's first. */
  front: string;
  airForce: string;
  role: AirRole;
  airFronts: string[];
}

const ROLES: { role: AirRole; field: 'interceptor' | 'bomber' | 'fighterBomber'; letters: string }[] = [
  { role: 'interceptor', field: 'interceptor', letters: 'i' },
  { role: 'bomber', field: 'bomber', letters: 'b' },
  { role: 'fighter-bomber', field: 'fighterBomber', letters: 'ib' },
];

const PREFIX: Record<string, string> = { israeli: 'il', egyptian: 'eg', syrian: 'sy', iraqi: 'iq' };

/** The counters of every air force's pool; `sideOf` gives the rules' side of an air force. */
export function airCounters(
  forces: Record<string, AirForceData | string>,
  airValues: Record<string, { interceptor: number; bomber: number }>,
  sideOf: (force: string) => SideId,
): AirCounterData[] {
  const out: AirCounterData[] = [];
  for (const [force, pool] of Object.entries(forces)) {
    if (typeof pool === 'string') continue; // $comment
    const values = airValues[force];
    if (!values) throw new Error(`advanced-forces air.${force}: no row in T001[Air values]`);
    for (const { role, field, letters } of ROLES) {
      const full = role === 'bomber' ? values.bomber : values.interceptor;
      for (let i = 1; i <= (pool[field] ?? 0); i++) {
        const name = force[0]!.toUpperCase() + force.slice(1);
        out.push({
          id: `${PREFIX[force] ?? force}-air-${letters}-${i}`,
          name: `${name} ${role} ${i}`,
          side: sideOf(force),
          type: 'aircraft',
          kind: 'aircraft',
          level: 'squadron',
          nation: name,
          formation: `${name} air force`,
          strength: [full, Math.ceil(full / 2)],
          movement: 0,
          front: pool.fronts[0]!,
          ...(pool.arrives !== undefined && { arrives: { turn: pool.arrives, edge: 'air' } }),
          airForce: force,
          role,
          airFronts: pool.fronts.slice(),
        });
      }
    }
  }
  return out;
}
