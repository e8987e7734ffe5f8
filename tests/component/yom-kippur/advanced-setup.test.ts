// Issue 32 item 2, A-C at 3 and 4 seats: a new game with `setup` opens with
// each seat placing its own front's counters; the bar names the seat and the
// front of the step, a counter is placed by two clicks on the same legal
// actions `apply` takes, and End phase hands the set-up to the next seat.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import type { YomKippurElement } from '../../../component/yom-kippur/index.js';
import { click, mount, text } from './mount.js';
import { press } from './advanced-mount.js';

/** Places the step's first counter that has a legal hex other than its own, by two clicks; returns its unit and hex. */
async function placeOne(el: YomKippurElement): Promise<{ unit: string; hex: string }> {
  const g = el.game!;
  const p = g
    .legalActions()
    .find((a) => a.type === 'place' && g.unit(a.unit).hex !== null && g.unit(a.unit).hex !== a.hex) as {
    unit: string;
    hex: string;
  };
  await click(el, g.unit(p.unit).hex!);
  await click(el, p.hex);
  return p;
}

/** A front's step: the bar names its seat and front; one counter placed lands where it was put; End phase ends it. */
async function playStep(el: YomKippurElement, phase: string, seat: string, prompt: RegExp): Promise<void> {
  const g = el.game!;
  expect(g.phase).to.equal(phase);
  expect(text(el, '[part=seat]')).to.equal(seat);
  expect(text(el, '[part=prompt]')).to.match(prompt);
  const placed = await placeOne(el);
  expect(g.unit(placed.unit).hex).to.equal(placed.hex);
  await press(el, 'End phase');
}

describe('<yom-kippur scenario="advanced" setup>: each seat places its own front (A-C)', function () {
  this.timeout(60_000);
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  it('3 seats: Egypt on the Sinai, then Syria on the Golan, then Israel on both, each named in the bar', async () => {
    const el = await mount('<yom-kippur scenario="advanced" seats="3" seed="1" setup></yom-kippur>');
    await playStep(el, 'setup@sinai', 'Egyptian to play', /^Egyptian set-up on the Sinai \(A-C\)/);
    await playStep(el, 'setup@golan', 'Syrian to play', /^Syrian set-up on the Golan \(A-C\)/);
    // Israel holds both fronts at 3 seats: one step, as the basic game's
    expect(text(el, '[part=seat]')).to.equal('Israeli to play');
    expect(text(el, '[part=prompt]')).to.contain('Israeli set-up');
  });

  it('4 seats, in French: each Israeli seat sets up its own front, named in the bar', async () => {
    const el = await mount('<yom-kippur scenario="advanced" seats="4" seed="1" setup lang="fr"></yom-kippur>');
    const g = el.game!;
    for (let i = 0; i < 4 && !g.actingSide?.startsWith('israeli'); i++) await press(el, 'Fin de phase');
    expect(g.phase).to.equal('setup@sinai');
    expect(text(el, '[part=seat]')).to.contain('Israélien (Sinaï)');
    expect(text(el, '[part=prompt]')).to.match(/^Israélien \(Sinaï\), mise en place sur le Sinaï \(A-C\)/);
    await placeOne(el);
    await press(el, 'Fin de phase');
    expect(g.phase).to.equal('setup@golan');
    expect(text(el, '[part=prompt]')).to.match(/^Israélien \(Golan\), mise en place sur le Golan \(A-C\)/);
  });
});
