// The words of Across Suez's charts (chart-bodies.ts), in English: loaded with the charts when one first opens
// (chart-words-fr.ts: the same in French). The charts' titles, and what the card and the panel also say, are text-en.ts's.
export const chartWords = {
  terrainCol: 'Terrain',
  moveCol: 'Movement Points',
  defenceCol: 'Defender in the hex',
  noShift: 'no shift',
  hexsideRules: [
    'Road hexside: ½ MP whatever the terrain (4.2)',
    'Trail hexside: at most 2 MP (4.2)',
    'Ridge hexside: +2 MP; elevated sand attacked only through ridges shifts 2 columns (12.2)',
    'Lake hexside: never crossed',
    'Combined arms: armor with infantry or mechanized in one attack, 1 column right (8.0)',
    'Israeli artillery support: 1 column right (13.3); Egyptian bombardment: a 1 eliminates (13.0)',
  ],
};

export type ChartWords = typeof chartWords;
