// Issue 32: with lang="fr", no English word is left in the advanced game's
// <yom-kippur> at 2 and 4 seats, a whole game long (french-check.ts: its
// text, titles and ARIA labels read at every phase): the seats, the turn
// order, the air war's pools and names, the log, the end of the game.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { mount } from './mount.js';
import { englishInAGame, report } from './french-check.js';

describe('<yom-kippur scenario="advanced" lang="fr">: no English word left, a whole game long', function () {
  this.timeout(400_000);
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  for (const seats of [2, 4])
    it(`${seats} seats`, async () => {
      const el = await mount(`<yom-kippur scenario="advanced" seats="${seats}" seed="5" lang="fr"></yom-kippur>`);
      expect(report(await englishInAGame(el, 5 + seats))).to.deep.equal([]);
    });
});
