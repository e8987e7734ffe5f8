// Issue 32: with lang="fr", no English word is left in the basic game's
// <yom-kippur> a whole game long (french-check.ts: its text, titles and ARIA
// labels read at every phase); aircraft and SAM batteries named in French.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { mount } from './mount.js';
import { englishInAGame, report } from './french-check.js';

describe('<yom-kippur lang="fr">: no English word left, a whole game long', function () {
  this.timeout(400_000);
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  it('the basic game', async () => {
    const el = await mount('<yom-kippur seed="3" lang="fr"></yom-kippur>');
    expect(report(await englishInAGame(el, 3))).to.deep.equal([]);
  });
});
