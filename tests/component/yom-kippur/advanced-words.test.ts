// Issue 32 item 2: the advanced game's own words — its credits and map
// label (not the basic game's), the VP breakdown's reasons in the reader's
// language (B-R, A-M), the log naming the seat that plays a front's phase
// (A-Use: Syria on the Golan, not the Arab side's first army), and the air
// phase's prompt once a front's air war is over (A-K).
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { click, mount, text } from './mount.js';
import { endPhasesUntil, press } from './advanced-mount.js';
import { loadText, textFor } from '../../../component/yom-kippur/text.js';
import { vpReason } from '../../../component/yom-kippur/vp-words.js';
import { vpReason as vpReasonShown } from '../../../component/yom-kippur/vp-reason.js';
import { addAdvancedWords } from '../../../component/yom-kippur/advanced/words.js';

/** The lines of the panel's breakdown of the points "if the game ended now". */
const vpLines = (el: HTMLElement) =>
  [...el.shadowRoot!.querySelectorAll('[part=victory-points] li')].map((li) => li.textContent!.trim());

describe('<yom-kippur scenario="advanced">: its own words', function () {
  this.timeout(60_000);
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  // first in its page: the reader of the reasons has not loaded with another language's words
  it('names A-M’s places in the VP breakdown in English, not by their feature ids', async () => {
    const el = await mount('<yom-kippur scenario="advanced" seats="2" seed="1"></yom-kippur>');
    // the element loaded the reader with the advanced game's words (vp-reason.ts): none is held at the start
    expect(vpReasonShown(el.game!, textFor('en'), '1 hex(es) of town-israeli occupied')).to.equal(
      '1 hex(es) of Israeli towns occupied',
    );
  });

  it('names the advanced game in its credits and map label, in English and in French', async () => {
    const en = await mount('<yom-kippur scenario="advanced" seats="2" seed="1"></yom-kippur>');
    expect(text(en, '[part=credits]')).to.contain('advanced game').and.not.contain('basic game');
    expect(en.shadowRoot!.querySelector('svg.map')!.getAttribute('aria-label')).to.contain('Golan');
    document.body.replaceChildren();
    const fr = await mount('<yom-kippur scenario="advanced" seats="2" seed="1" lang="fr"></yom-kippur>');
    expect(text(fr, '[part=credits]')).to.contain('jeu avancé').and.not.contain('jeu de base');
    expect(fr.shadowRoot!.querySelector('svg.map')!.getAttribute('aria-label')).to.contain('Golan');
  });

  it('words the VP breakdown in French (B-R.1 forts, A-M towns), no English reason left', async () => {
    const el = await mount('<yom-kippur scenario="advanced" seats="2" seed="1" lang="fr"></yom-kippur>');
    const lines = vpLines(el);
    expect(
      lines.some((l) => /\d+ fort\(s\) intact\(s\) \(B-R\.1\)$/.test(l)),
      lines.join('\n'),
    ).to.equal(true);
    expect(lines.filter((l) => /intact fort|unit\(s\)|hex\(es\)|occupied|town-/.test(l))).to.deep.equal([]);
  });

  it('words every reason the engine scores for (victory.ts) in French, and names A-M’s places in English', async () => {
    const el = await mount('<yom-kippur scenario="advanced" seats="2" seed="1"></yom-kippur>');
    const g = el.game!;
    await loadText('fr');
    addAdvancedWords('fr');
    const bridge = g.bridges()[0]!;
    const reasons = [
      '3 intact fort(s)',
      '2 reduced fort(s)',
      '4 unit(s) west of the canal',
      '12 unit(s) east of the canal',
      'the Gidi pass',
      '1 hex(es) of town-israeli occupied',
      '2 hex(es) of damascus occupied',
      '14th Armoured Bde eliminated',
      '14th Armoured Bde exited toward Israel',
      `${bridge.id} destroyed`,
    ];
    expect(reasons.map((r) => vpReason(g, textFor('fr'), r))).to.deep.equal([
      '3 fort(s) intact(s)',
      '2 fort(s) réduit(s)',
      '4 unité(s) à l’ouest du canal',
      '12 unité(s) à l’est du canal',
      'le col de Gidi',
      '1 hexagone(s) de villes israéliennes occupé(s)',
      '2 hexagone(s) de Damas occupé(s)',
      '14th Armoured Bde éliminé(e)',
      '14th Armoured Bde sortie vers Israël',
      `pont en ${bridge.hexes[0]} détruit`,
    ]);
    expect(vpReason(g, textFor('en'), '1 hex(es) of town-israeli occupied')).to.equal(
      '1 hex(es) of Israeli towns occupied',
    );
    expect(vpReason(g, textFor('en'), '3 intact fort(s)')).to.equal('3 intact fort(s)');
  });

  it('a hex’s label names its Syrian counter Syrian, as the counter’s own label does', async () => {
    const el = await mount('<yom-kippur scenario="advanced" seats="3" seed="1"></yom-kippur>');
    const g = el.game!;
    // a hex whose counters are all Syrian
    const hex = g
      .units()
      .flatMap((u) => (u.hex && u.nation === 'Syria' ? [u.hex] : []))
      .find((h) => g.stack(h).every((u) => u.nation === 'Syria'))!;
    const label = el.shadowRoot!.querySelector(`#hex-${hex}`)!.getAttribute('aria-label')!;
    expect(label).to.contain(', Syrian ');
    expect(label).to.not.contain('Egyptian');
  });

  it('names the Arab side’s points Arab, not Egyptian (A-Use, A-M: the Arab seats score together)', async () => {
    const el = await mount('<yom-kippur scenario="advanced" seats="3" seed="1"></yom-kippur>');
    expect(text(el, '[part=victory-points] .vp')).to.match(/^Arab \d+\s*Israeli \d+$/);
    const lines = vpLines(el);
    expect(
      lines.some((l) => l.startsWith('Arab ')),
      lines.join('\n'),
    ).to.equal(true);
    expect(lines.filter((l) => l.startsWith('Egyptian'))).to.deep.equal([]);
  });

  it('3 seats (A-Use): the log opens the Golan’s phases with Syria and Israel’s with Israel, not the Arab side', async () => {
    const el = await mount('<yom-kippur scenario="advanced" seats="3" seed="1"></yom-kippur>');
    const g = el.game!;
    await endPhasesUntil(el, () => g.phase === 'movement@golan', 40);
    const lines = [...el.shadowRoot!.querySelectorAll('[part=log] li')].map((li) => li.textContent!.trim());
    expect(lines.filter((l) => /movement \(Golan\)$/.test(l))).to.deep.equal([
      `Game-Turn 1 (${g.dates}): Syrian movement (Golan)`,
    ]);
    expect(
      lines.some((l) => /: Egyptian .+\(Golan\)$/.test(l)),
      lines.join('\n'),
    ).to.equal(false);
  });

  it('the air phase says when its Done is not there yet, and when the front’s air war is over (A-K)', async () => {
    const el = await mount('<yom-kippur scenario="advanced" seats="2" seed="1"></yom-kippur>');
    const g = el.game!;
    // no raid placed: no Done button, so the prompt offers End phase
    expect(el.shadowRoot!.querySelector('[part=air-pass]')).to.equal(null);
    expect(text(el, '[part=prompt]')).to.equal(
      'Arab air phase on the Sinai: select an aircraft, then a highlighted hex to raid; or End phase to fly none.',
    );
    await press(el, 'Egyptian bomber 1');
    const raid = g.legalActions().find((a) => (a as { type: string }).type === 'raid') as unknown as { hex: string };
    await click(el, raid.hex);
    expect(text(el, '[part=prompt]')).to.contain('Done when all are placed');
    // each stage passed with Done; a stage with no Done (the bombing) asks for its decision, and says so
    for (
      let i = 0;
      i < 12 && text(el, '[part=air-stage]').includes('Stage') && !/done$/.test(text(el, '[part=air-stage]'));
      i++
    ) {
      const done = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=air-pass]');
      if (done) done.click();
      else {
        expect(text(el, '[part=prompt]')).to.equal('Arab, bombing on the Sinai: choose below.');
        await press(el, 'Egyptian bomber 1 bombs');
      }
      await el.updateComplete;
    }
    expect(g.phase).to.equal('air@sinai');
    expect(text(el, '[part=prompt]')).to.equal('Arab: the air phase on the Sinai is over; End phase.');
    await press(el, 'End phase');
    expect(g.phase).to.not.equal('air@sinai');
  });
});
