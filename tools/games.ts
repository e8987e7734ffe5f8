// The games the package's tools draw (the command line, the Markdown plugin,
// toSVG's helpers in Node): each game's look, by its id. A game that ships an
// element adds its look here (component/<game>/picture.ts).
import type { GameLook } from '../component/hexmap/export/picture.js';
import type { HexGame } from '../component/hexmap/hex-game.js';
import { acrossSuezLook } from '../component/across-suez/picture.js';
import { yomKippurLook } from '../component/yom-kippur/picture.js';
import { yomKippurAdvancedLook } from '../component/yom-kippur/advanced-picture.js';
import { loadHexmapText } from '../component/hexmap/text.js';
import { loadText as loadAcrossSuezText } from '../component/across-suez/text.js';
import { loadText as loadYomKippurText } from '../component/yom-kippur/text.js';
import { loadCombatBody } from '../component/yom-kippur/combat-panel.js';

// the words of every language the images may be drawn in, and Yom Kippur's results in words (the elements load
// them on first use: combat-panel.ts)
await Promise.all([loadHexmapText('fr'), loadAcrossSuezText('fr'), loadYomKippurText('fr'), loadCombatBody()]);

export const looks: Readonly<Record<string, GameLook<HexGame>>> = {
  [acrossSuezLook.id]: acrossSuezLook as unknown as GameLook<HexGame>,
  [yomKippurLook.id]: yomKippurLook as unknown as GameLook<HexGame>,
  [yomKippurAdvancedLook.id]: yomKippurAdvancedLook as unknown as GameLook<HexGame>,
};

/** A game's look by id; throws RangeError naming the games there are. */
export function lookOf(id: string): GameLook<HexGame> {
  const look = looks[id];
  if (!look) throw new RangeError(`no game "${id}" (games: ${Object.keys(looks).join(', ')})`);
  return look;
}
