// Issue 32 item 2: records and positions of the advanced game load in the
// element (`record`, `position`), with the seats they name.
import { expect } from '@esm-bundle/chai';
import '../../../component/yom-kippur/index.js';
import type { YomKippurElement } from '../../../component/yom-kippur/index.js';
import { createAdvanced } from '../../../src/games/yom-kippur/advanced/game.js';
import type { Game } from '../../../src/games/yom-kippur/index.js';
import { text } from './mount.js';

/** A <yom-kippur scenario="advanced"> given a property before it is shown. */
async function show(set: (el: YomKippurElement) => void): Promise<YomKippurElement> {
  const el = document.createElement('yom-kippur');
  el.setAttribute('scenario', 'advanced');
  set(el);
  document.body.append(el);
  await el.ready;
  await el.updateComplete;
  return el;
}

/** An advanced game of 4 seats played a few decisions in: a raid, the raids ended, the bombing. */
async function played(): Promise<Game> {
  const g = await createAdvanced({ seats: 4, seed: 9 });
  for (let i = 0; i < 4; i++) g.apply(g.legalActions()[0]!);
  return g;
}

describe('<yom-kippur scenario="advanced"> records and positions', () => {
  afterEach(() => document.body.replaceChildren());

  it('record: the record replays with its 4 seats, its steps reviewed one by one', async () => {
    const g = await played();
    const el = await show((el) => (el.record = g.toRecord()));
    expect(el.game!.rules.descriptor.id).to.equal('yom-kippur-advanced');
    expect(el.game!.rules.descriptor.sides).to.have.length(4);
    expect(text(el, '[part=log]')).to.contain('flies a raid over');
    el.goTo(g.history.length);
    await el.updateComplete;
    expect(JSON.stringify(el.game!.position())).to.equal(JSON.stringify(g.position()));
  });

  it('position: an advanced position in the middle of an air phase (A-K) shows its raids and plays on', async () => {
    const g = await played();
    const el = await show((el) => (el.position = JSON.stringify(g.position())));
    expect(el.game!.phase).to.equal(g.phase);
    expect((el.game!.position() as { air: unknown }).air).to.deep.equal((g.position() as { air: unknown }).air);
    expect(el.game!.rules.descriptor.sides).to.have.length(4);
    expect(text(el, '[part=air-war]')).to.contain('Air war');
  });
});
