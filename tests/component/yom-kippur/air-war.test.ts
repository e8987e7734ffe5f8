import { expect } from '@esm-bundle/chai';
import { button, cell, click, mount, text } from './mount.js';
import type { YomKippurElement } from '../../../component/yom-kippur/index.js';

/** The pointer comes over a hex (a mouse: the hex's card shows too). */
async function point(el: YomKippurElement, hex: string): Promise<void> {
  cell(el, hex).dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse', clientX: 10 }));
  await el.updateComplete;
}

const ringed = (el: YomKippurElement) => el.shadowRoot!.querySelectorAll('polygon.sam-threat').length;

describe('<yom-kippur> the air war: which SAMs cover an aircraft, and the odds', () => {
  afterEach(() => document.body.replaceChildren());

  it('an Israeli aircraft selected, pointing at a hex: the SAMs covering it ringed, their odds in the panel (B-M.3, B-N.2b)', async () => {
    // GT 1 opens with the Israeli air phase; SAM battery 1 stands on 0411, SAM battery 2 three hexes away on 0414
    const el = await mount('<yom-kippur seed="1"></yom-kippur>');
    expect(text(el, '[part=sam-threat]')).to.contain('Select or point at an aircraft');
    button(el, 'Israel aircraft 1').click();
    await el.updateComplete;
    await point(el, '0411');
    const threat = el.game!.samThreat('il-air-1', '0411');
    expect(threat.sams.map((s) => s.hex)).to.deep.equal(['0411', '0414']);
    const said = text(el, '[part=sam-threat]');
    expect(said).to.contain('Israel aircraft 1 over 0411');
    expect(said).to.contain('SAM battery 1 in 0411 (distance 0)');
    expect(said).to.contain(
      'if it bombs this SAM (B-M.3): bombs unharmed 17 %, turns back 67 %, reduced, still bombs 17 %',
    );
    expect(said).to.contain('Bombing read at 1-1');
    expect(said).to.contain('shock 33 %');
    // the body's stylesheet came with it (threat-details.ts)
    expect(getComputedStyle(el.shadowRoot!.querySelector('section[part=sam-threat]')!).borderLeftWidth).to.equal('3px');
    expect(ringed(el)).to.equal(2);
    // placed over 0411, the aircraft is looked at when the pointer comes over its hex again
    await click(el, '0411');
    expect(el.game!.air()['israeli']!.placed).to.deep.equal({ 'il-air-1': '0411' });
    await point(el, '0730');
    expect(text(el, '[part=sam-threat]')).to.contain('Select or point at an aircraft');
    expect(ringed(el)).to.equal(0);
    await point(el, '0411');
    expect(text(el, '[part=sam-threat]')).to.contain('Israel aircraft 1 over 0411');
    expect(ringed(el)).to.equal(2);
  });

  it('in French: the same odds in French words', async () => {
    const el = await mount('<yom-kippur seed="1" lang="fr"></yom-kippur>');
    button(el, 'avion israélien 1').click();
    await el.updateComplete;
    await point(el, '0512');
    const said = text(el, '[part=sam-threat]');
    expect(said).to.contain('avion israélien 1 au-dessus de 0512');
    expect(said).to.contain('en 0411 (distance 1)');
    expect(said).to.contain('Bombardement lu à 1-1');
    expect(said).to.contain('sans effet 50 %');
  });
});
