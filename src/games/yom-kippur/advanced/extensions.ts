// What the advanced game's rules add to the basic game's, carried by its
// definition (game.ts theAdvancedData) and read by the basic rules from the
// context they are given (context.ts RulesExtensions): a basic game beside it
// in the same page runs the basic rules alone.
import type { RulesExtensions } from '../context.js';
import { advancedAirPhase } from './air/phase.js';
import { retreatBars, syncBars } from './bars.js';
import { bridgePhase } from './bridges.js';
import { fords } from './fords.js';
import { advancedZone } from './setup-zones.js';

export const advancedExtensions: RulesExtensions = {
  // A-K: the advanced air phase on every air phase; A-E: the bridge step, a phase the basic game does not have
  phases: { air: advancedAirPhase, bridges: bridgePhase },
  movesAcross: fords, // A-F.3: fords over the Golan's rivers, beside the basic game's moves
  zoneTest: advancedZone, // A-C: the set-up zones' own limits
  syncBars, // A-F.4, A-F.5: Lebanon and Jordan barred to a side's moves
  retreatBars, // A-F.4, A-F.5: and to its retreats
};
