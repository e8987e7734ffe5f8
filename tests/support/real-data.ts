// The Across Suez tables and scenario without its map, for small-map tests.
import crt from '../../data/across-suez/crt.json';
import scenario from '../../data/across-suez/scenario.json';
import type { CrtData, ScenarioData } from '../../src/games/across-suez/data.js';

export const acrossSuezRulesData = {
  crt: crt as unknown as CrtData,
  scenario: scenario as unknown as ScenarioData,
};
