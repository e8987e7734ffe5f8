import { expect } from '@esm-bundle/chai';
import { button, cell, click, keys, mount, text } from './mount.js';

const movement = JSON.stringify({ turn: 1, side: 'israeli', phase: 'movement-1' });
const combat = JSON.stringify({ turn: 2, side: 'egyptian', phase: 'combat' });
/** GT 9's Israeli combat phase, the last of the game (B-B). */
const lastCombat = JSON.stringify({ turn: 9, side: 'israeli', phase: 'combat' });

describe('<yom-kippur>', () => {
  afterEach(() => document.body.replaceChildren());

  it('loads the standard set-up: every hex a grid cell, every counter on the map drawn, the prompt and the credits', async () => {
    const el = await mount('<yom-kippur seed="1"></yom-kippur>');
    const root = el.shadowRoot!;
    const g = el.game!;
    expect(root.querySelectorAll('[role=gridcell]')).to.have.length(Object.keys(g.map.hexes).length);
    expect(root.querySelectorAll('.counter')).to.have.length(g.units().filter((u) => u.hex).length);
    expect(text(el, '[part=prompt]')).to.contain('Israeli air phase');
    expect(text(el, '[part=credits]')).to.match(/reconstructed map/i);
    expect(text(el, '[part=turn-track]')).to.contain('9');
    // a fort reads as a fort, with its whole name, to a screen reader
    expect(cell(el, '0605').getAttribute('aria-label')).to.contain('Fort Orkal').and.contain('fort');
  });

  it('moves a unit by pointer: the unit, then a highlighted hex; fires move', async () => {
    const el = await mount(`<yom-kippur seed="1" position='${movement}'></yom-kippur>`);
    const seen: CustomEvent[] = [];
    el.addEventListener('move', (e) => seen.push(e as CustomEvent));
    expect(text(el, '[part=prompt]')).to.contain('Israeli first movement: move units');
    await click(el, '0916');
    const reach = el.game!.reachable('il-14-armd');
    expect(el.shadowRoot!.querySelectorAll('.reach').length).to.equal(reach.size);
    const to = [...reach.keys()].at(-1)!;
    await click(el, to);
    expect(el.game!.unit('il-14-armd').hex).to.equal(to);
    expect(seen).to.have.length(1);
    expect(seen[0]!.detail).to.include({ type: 'move', unit: 'il-14-armd', from: '0916', to });
  });

  it('moves a unit by keyboard alone: arrows to the unit, Enter, arrows, Enter', async () => {
    const el = await mount(`<yom-kippur seed="1" position='${movement}'></yom-kippur>`);
    // the cursor starts on the first bridge site (0610); the 460th Armoured is on 0912
    await keys(el, 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'Enter');
    expect(el.shadowRoot!.querySelectorAll('.reach').length).to.be.greaterThan(0);
    await keys(el, 'ArrowRight', 'ArrowRight', 'Enter');
    expect(el.game!.unit('il-460-armd').hex).to.equal('1112');
  });

  it('a stack of two is browsable with ] and [: the other unit comes on top', async () => {
    const el = await mount(`<yom-kippur seed="1" position='${movement}'></yom-kippur>`);
    const stack = el.game!.stack('0420').filter((u) => u.kind === 'ground');
    expect(stack).to.have.length(2);
    // from 0610: two columns left, ten rows down
    await keys(el, 'ArrowLeft', 'ArrowLeft', ...Array<string>(10).fill('ArrowDown'));
    const before = cell(el, '0420').getAttribute('aria-label')!;
    expect(before).to.match(/stack of \d units/);
    await keys(el, ']');
    const after = cell(el, '0420').getAttribute('aria-label')!;
    expect(after).to.not.equal(before);
    await keys(el, '[');
    expect(cell(el, '0420').getAttribute('aria-label')).to.equal(before);
  });

  it('gathers an attack: the defending hex, the attackers, the odds with their modifiers, then the combat', async () => {
    const el = await mount(`<yom-kippur seed="1" position='${combat}'></yom-kippur>`);
    const fights: CustomEvent[] = [];
    el.addEventListener('combat', (e) => fights.push(e as CustomEvent));
    expect(el.shadowRoot!.querySelectorAll('.target').length).to.be.greaterThan(0);
    await click(el, '0611');
    await click(el, el.game!.unit('eg-90-inf').hex!);
    await click(el, el.game!.unit('eg-134-inf').hex!);
    const odds = el.game!.combatOdds(['eg-90-inf', 'eg-134-inf'], ['0611']);
    const panel = text(el, '[part=combat-panel]');
    expect(panel).to.contain(odds.ratio).and.contain(`Attack ${odds.attack}`).and.contain('B-P');
    expect(text(el, '[part=prompt]')).to.contain(`odds ${odds.ratio}`);
    el.game!.forceDice([6]);
    button(el, 'Attack').click();
    await el.updateComplete;
    expect(fights).to.have.length(1);
    expect(fights[0]!.detail).to.include({ die: 6 });
    expect(fights[0]!.detail.hexes).to.deep.equal(['0611']);
  });

  it('an attack with a step loss: the reduced event, and the counter turns to its reduced face', async () => {
    const el = await mount(`<yom-kippur seed="1" position='${combat}'></yom-kippur>`);
    const reduced: CustomEvent[] = [];
    el.addEventListener('reduced', (e) => reduced.push(e as CustomEvent));
    const counter = () => el.shadowRoot!.querySelector('.counter[data-unit="eg-cdo-2a-1"]')!;
    expect(counter().classList.contains('reduced')).to.equal(false);
    await click(el, '0605');
    await click(el, '0706');
    el.game!.forceDice([2]); // die 2 at 1-3 against Fort Orkal: the attacking commando loses a step (B-I.3)
    button(el, 'Attack').click();
    await el.updateComplete;
    expect(reduced.map((e) => e.detail.unit)).to.deep.equal(['eg-cdo-2a-1']);
    expect(el.game!.unit('eg-cdo-2a-1').steps).to.equal(1);
    expect(counter().classList.contains('reduced')).to.equal(true);
  });

  it('speaks French with lang="fr": the prompt, the buttons, the panel', async () => {
    const el = await mount(`<yom-kippur seed="1" lang="fr" position='${movement}'></yom-kippur>`);
    expect(text(el, '[part=prompt]')).to.contain('Israélien, premier mouvement');
    expect(button(el, 'Fin de phase').textContent).to.contain('Fin de phase');
    expect(text(el, '[part=credits]')).to.contain('reconstituées');
    expect(text(el, '[part=victory-points]')).to.contain('Points de victoire');
    // the engine's reasons for points in French (vp-words.ts, loaded with the French words): the first French in this page
    expect(text(el, '[part=victory-points]')).to.contain('7 fort(s) intact(s) (B-R.1)');
  });

  it('French combat modifiers: each in French words with its case (B-J.6 marsh, by side)', async () => {
    const el = await mount(`<yom-kippur seed="1" lang="fr" position='${combat}'></yom-kippur>`);
    await click(el, '0605');
    await click(el, '0706');
    const panel = text(el, '[part=combat-panel]');
    // text() folds the narrow no-break space French puts before ':' into a space
    expect(panel).to.contain('attaquant : attaque hors d’un hexagone de marais, divisée par deux');
    expect(panel).to.contain('défenseur : hexagone de marais, doublée');
    expect(panel).to.contain('(B-J.6)').and.contain('(B-P)');
    expect(panel).to.not.contain('marsh');
  });

  it('a readonly diagram shows only its view and ignores input', async () => {
    const el = await mount(`<yom-kippur readonly view="0605 0812" position='${movement}'></yom-kippur>`);
    const root = el.shadowRoot!;
    expect(root.querySelector('[part=bar]')).to.equal(null);
    const whole = await mount(`<yom-kippur readonly position='${movement}'></yom-kippur>`);
    const width = (e: typeof el) =>
      Number(e.shadowRoot!.querySelector('svg.map')!.getAttribute('viewBox')!.split(' ')[2]);
    expect(width(el)).to.be.lessThan(width(whole));
    await click(el, '0611');
    expect(root.querySelectorAll('.reach, .choice').length).to.equal(0);
  });
});

describe('<yom-kippur> at the end of a game (B-R)', () => {
  afterEach(() => document.body.replaceChildren());

  for (const [lang, words] of [
    ['en', ['Israeli victory', 'Egyptian 0 VP · Israeli 14 VP', 'The game is over.', 'Game over: Israeli victory']],
    ['fr', ['Victoire israélienne', 'Égyptien 0 PV · Israélien 14 PV', 'La partie est terminée.', 'Partie terminée']],
  ] as const)
    it(`lang="${lang}": the end-of-game box, the panel, the prompt and the log name the winner and the points`, async () => {
      const el = await mount(`<yom-kippur seed="1" lang="${lang}" position='${lastCombat}'></yom-kippur>`);
      const g = el.game!;
      // the words of the end load once the game is over (end.ts): a game under way shows none of them
      for (let i = 0; i < 5 && !g.isOver; i++) g.endPhase();
      await el.updateComplete;
      expect(g.isOver).to.equal(true);
      const [winner, points, prompt, log] = words;
      expect(text(el, '[part=game-over] h2')).to.equal(winner);
      expect(text(el, '[part=game-over] p')).to.equal(points);
      expect(text(el, '[part=status]')).to.contain(winner);
      expect(text(el, '[part=prompt]')).to.equal(prompt);
      expect(text(el, '[part=log]')).to.contain(log);
      // and the live region says it in these words, not the engine's line
      expect(text(el, '[role=status]')).to.contain(log);
    });
});
