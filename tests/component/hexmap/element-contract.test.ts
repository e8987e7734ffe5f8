// What both games' elements do alike for a page script (issue 34): one `change`
// event after any action applied or undone and any game set, with the action
// and its events; hex numbers turned off from HTML; the page's language
// spoken when the element names none.
import { expect } from '@esm-bundle/chai';
import { mount as mountAcrossSuez } from '../across-suez/mount.js';
import { mount as mountYomKippur } from '../yom-kippur/mount.js';
import type { AcrossSuezElement } from '../../../component/across-suez/index.js';
import type { YomKippurElement } from '../../../component/yom-kippur/index.js';

const bar = (el: HTMLElement) => el.shadowRoot!.querySelector('[part=bar]')!.textContent!;
const numbers = (el: HTMLElement) => el.shadowRoot!.querySelectorAll('[part=hex-numbers] text').length;
const YK_MOVEMENT = JSON.stringify({ turn: 1, side: 'israeli', phase: 'movement-1' });

describe('both elements, for a page script', () => {
  afterEach(() => document.body.replaceChildren());

  it('<across-suez> fires change after an action (with its events), an undo and a position set, and not for a refusal', async () => {
    const el: AcrossSuezElement = await mountAcrossSuez('<across-suez seed="1"></across-suez>');
    const seen: { cause: string; action: unknown; events: { type: string }[] }[] = [];
    el.addEventListener('change', (e) => seen.push(e.detail));
    const game = el.game!;
    const move = game.legalActions().find((a) => a.type === 'move')!;
    game.apply(move);
    expect(seen).to.have.length(1);
    expect(seen[0]!.cause).to.equal('action');
    expect(seen[0]!.action).to.deep.equal(move);
    expect(seen[0]!.events.map((e) => e.type)).to.deep.equal(['move']);
    expect(() => game.move('reshev-2', '0410')).to.throw();
    expect(seen).to.have.length(1);
    game.undo();
    expect(seen[1]).to.deep.equal({ cause: 'undo', action: null, events: [] });
    el.position = '1em/reshev-1@0209,16-1@0512';
    await new Promise((resolve) => el.addEventListener('change', resolve, { once: true }));
    expect(seen[2]).to.deep.equal({ cause: 'game', action: null, events: [] });
    expect(el.game!.unit('reshev-1').hex).to.equal('0209');
  });

  it('<yom-kippur> fires change for an aircraft placement and a move, each with its action and events', async () => {
    const el: YomKippurElement = await mountYomKippur('<yom-kippur seed="1"></yom-kippur>');
    const seen: { cause: string; action: unknown; events: { type: string }[] }[] = [];
    el.addEventListener('change', (e) => seen.push(e.detail));
    const game = el.game!;
    const placement = game.legalActions()[0]!;
    game.apply(placement);
    expect(seen.map((d) => d.cause)).to.deep.equal(['action']);
    expect(seen[0]!.action).to.deep.equal(placement);
    expect(seen[0]!.events.length).to.be.greaterThan(0);
    expect(seen[0]!.events).to.deep.equal(game.log.filter((l) => l.step === 0).map((l) => l.event));

    const moving: YomKippurElement = await mountYomKippur(
      `<yom-kippur seed="1" position='${YK_MOVEMENT}'></yom-kippur>`,
    );
    const moves: string[][] = [];
    moving.addEventListener('change', (e) => moves.push(e.detail.events.map((v) => v.type)));
    const move = moving.game!.legalActions().find((a) => a.type === 'move')!;
    moving.game!.apply(move);
    expect(moves).to.deep.equal([['move']]);
  });

  it('hex-numbers="false" hides the hex numbers of both elements; the attribute alone, or absent, shows them', async () => {
    const as = await mountAcrossSuez('<across-suez readonly hex-numbers="false"></across-suez>');
    const yk = await mountYomKippur('<yom-kippur readonly hex-numbers="false"></yom-kippur>');
    for (const el of [as, yk]) {
      expect(el.hexNumbers).to.equal(false);
      expect(numbers(el)).to.equal(0);
      el.setAttribute('hex-numbers', '');
      await el.updateComplete;
      expect(numbers(el)).to.be.greaterThan(100);
    }
    const shown = await mountYomKippur('<yom-kippur readonly></yom-kippur>');
    expect(shown.hexNumbers).to.equal(true);
    expect(numbers(shown)).to.be.greaterThan(100);
  });

  it('an element without lang speaks its nearest ancestor’s, follows it when it changes, and keeps its own when set', async () => {
    const as = await mountAcrossSuez('<div lang="fr"><section><across-suez seed="1"></across-suez></section></div>');
    const yk = await mountYomKippur('<div lang="fr"><yom-kippur seed="1"></yom-kippur></div>');
    for (const el of [as, yk]) {
      expect(el.lang).to.equal('fr');
      expect(el.hasAttribute('lang')).to.equal(false);
      expect(bar(el)).to.contain('Fin de phase');
    }
    as.closest('[lang]')!.setAttribute('lang', 'en');
    await new Promise((resolve) => setTimeout(resolve));
    await as.updateComplete;
    expect(as.lang).to.equal('en');
    expect(bar(as)).to.contain('End phase');
    yk.setAttribute('lang', 'en');
    await yk.updateComplete;
    expect(bar(yk)).to.contain('End phase');
    yk.removeAttribute('lang');
    await yk.updateComplete;
    expect(yk.lang).to.equal('fr');
    expect(bar(yk)).to.contain('Fin de phase');
  });
});
