// Issue 20, reading: diagrams, phones, French, wiki boards, import, replays,
// the odds, the map's texts and colours, charts and the end of the game.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { mount } from './mount.js';
import type { AcrossSuezElement } from '../../../component/across-suez/index.js';

const $ = <T extends Element = HTMLElement>(el: AcrossSuezElement, sel: string) => el.shadowRoot!.querySelector<T>(sel);
const $$ = (el: AcrossSuezElement, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];
const click = async (el: AcrossSuezElement, hex: string) => {
  $<SVGElement>(el, `#hex-${hex}`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await el.updateComplete;
};
const button = (el: AcrossSuezElement, text: string) =>
  $$(el, 'button').find((b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === text) as
    HTMLButtonElement | undefined;
const position = (p: object) => `position='${JSON.stringify(p)}'`;
const until = async (el: AcrossSuezElement, ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 30));
  await el.updateComplete;
};
/** A hex's width on screen, in CSS pixels. */
const hexPx = (el: AcrossSuezElement, hex: string) => $(el, `#hex-${hex}`)!.getBoundingClientRect().width;

describe('issue 20: diagrams show exactly their view (2)', () => {
  afterEach(() => document.body.replaceChildren());

  it('view="0107 0815" shows its last rows without a scroll box, sized to its hexes', async () => {
    const el = await mount('<across-suez readonly seed="1" view="0107 0815"></across-suez>', '760px');
    const wrap = $(el, '.map-wrap')!;
    expect(wrap.scrollHeight).to.be.at.most(wrap.clientHeight + 1);
    const box = wrap.getBoundingClientRect();
    for (const hex of ['0815', '0115', '0107', '0807']) {
      const r = $(el, `#hex-${hex}`)!.getBoundingClientRect();
      expect(r.bottom, hex).to.be.at.most(box.bottom + 1);
      expect(r.right, hex).to.be.at.most(box.right + 1);
    }
  });

  it('the whole standard set-up in an article column shows the south of the map', async () => {
    const el = await mount('<across-suez readonly seed="1"></across-suez>', '760px');
    const wrap = $(el, '.map-wrap')!;
    expect(wrap.scrollHeight).to.be.at.most(wrap.clientHeight + 1);
    expect($(el, '#hex-0922')!.getBoundingClientRect().bottom).to.be.at.most(wrap.getBoundingClientRect().bottom + 1);
  });
});

describe('issue 20 on a phone: a readable board, zoom and pan, the buttons at hand (3, 8)', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  it('opens magnified (hexes about a finger wide), the prompt and End phase above the map, 44 px buttons', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>', '366px');
    await until(el, () => hexPx(el, '0112') > 44);
    expect(hexPx(el, '0112')).to.be.at.least(44);
    const bar = $(el, '[part=bar]')!.getBoundingClientRect();
    const end = $(el, '[part=end-phase]')!.getBoundingClientRect();
    expect(end.bottom).to.be.at.most($(el, '.map-wrap')!.getBoundingClientRect().top + 1);
    expect(bar.top).to.be.at.least(0);
    expect(end.height).to.be.at.least(44);
    expect(button(el, 'Zoom in')!.getBoundingClientRect().height).to.be.at.least(44);
    // one Charts button instead of one per chart
    expect(button(el, 'CRT')!.getBoundingClientRect().width).to.equal(0);
    expect(button(el, 'Charts')!.getBoundingClientRect().height).to.be.at.least(44);
    // Matzmed is in view, not at the far end of the scroll box
    const matzmed = $(el, '#hex-0112')!.getBoundingClientRect();
    const wrap = $(el, '.map-wrap')!.getBoundingClientRect();
    expect(matzmed.left).to.be.within(wrap.left - 1, wrap.right);
    expect(matzmed.top).to.be.within(wrap.top - 1, wrap.bottom);
  });

  it('zooms with the buttons and a pinch, fits the map, and pans with a drag that is not a click', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>', '366px');
    await until(el, () => hexPx(el, '0112') > 44);
    const before = hexPx(el, '0112');
    button(el, 'Zoom in')!.click();
    await el.updateComplete;
    expect(hexPx(el, '0112')).to.be.greaterThan(before);
    button(el, 'Fit the map')!.click();
    await el.updateComplete;
    const wrap = $(el, '.map-wrap')!;
    expect(wrap.scrollWidth).to.be.at.most(wrap.clientWidth + 1);
    expect(wrap.scrollHeight).to.be.at.most(wrap.clientHeight + 1);
    // a pinch: two fingers move apart
    const fitted = hexPx(el, '0112');
    const cell = $<SVGElement>(el, '#hex-0610')!;
    const at = (id: number, x: number, type: string) =>
      cell.dispatchEvent(
        new PointerEvent(type, { pointerId: id, pointerType: 'touch', clientX: x, clientY: 300, bubbles: true }),
      );
    at(1, 150, 'pointerdown');
    at(2, 200, 'pointerdown');
    at(2, 300, 'pointermove');
    at(1, 50, 'pointermove');
    at(1, 50, 'pointerup');
    at(2, 300, 'pointerup');
    await el.updateComplete;
    expect(hexPx(el, '0112')).to.be.greaterThan(fitted * 2);
    // one finger drags the map from an empty hex: it scrolls, and the release is no click
    const left = wrap.scrollLeft;
    const drag = (type: string, x: number) =>
      $<SVGElement>(el, '#hex-0311')!.dispatchEvent(
        new PointerEvent(type, { pointerId: 3, pointerType: 'touch', clientX: x, clientY: 300, bubbles: true }),
      );
    drag('pointerdown', 100);
    drag('pointermove', 150);
    drag('pointermove', 200);
    drag('pointerup', 200);
    await click(el, '0210'); // the click that ends the drag: swallowed, Reshev 1 is not selected
    expect(wrap.scrollLeft).to.be.closeTo(left - 100, 2);
    expect($$(el, '.reach')).to.have.length(0);
  });

  it('a long press shows the counter card', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>', '366px');
    await until(el, () => hexPx(el, '0210') > 44);
    const r = $(el, '#hex-0210')!.getBoundingClientRect();
    $<SVGElement>(el, '#hex-0210')!.dispatchEvent(
      new PointerEvent('pointerdown', {
        pointerId: 4,
        pointerType: 'touch',
        clientX: r.x + r.width / 2,
        clientY: r.y + r.height / 2,
        bubbles: true,
      }),
    );
    await until(el, () => $(el, '[part=card]') !== null);
    expect($(el, '[part=card]')!.textContent).to.contain('Reshev 1');
  });

  it('8: a wiki board in a 408 px column is legible, and a position’s left-out units are not "eliminated"', async () => {
    const el = await mount(
      `<across-suez ${position({ turn: 2, units: { 'reshev-2': '0410', '16-1': '0411' } })}></across-suez>`,
      '408px',
    );
    await until(el, () => hexPx(el, '0410') > 44);
    expect(hexPx(el, '0410')).to.be.at.least(44);
    const wrap = $(el, '.map-wrap')!.getBoundingClientRect();
    expect($(el, '#hex-0410')!.getBoundingClientRect().left).to.be.within(wrap.left - 1, wrap.right);
    expect($(el, '[part=pools]')!.textContent).to.not.contain('Eliminated');
  });
});

describe('issue 20: French throughout (7)', () => {
  afterEach(() => document.body.replaceChildren());

  it('log, announcements, warnings, odds, place names, the bridge and the tools are French, with the space before colons', async () => {
    const el = await mount('<across-suez lang="fr" seed="1"></across-suez>');
    await click(el, '0210');
    await click(el, [...el.game!.reachable('reshev-1').keys()][0]!);
    expect($(el, '.log .entry')!.textContent).to.contain('se déplace');
    expect($(el, '[role=status][aria-live]')!.textContent).to.contain('se déplace');
    button(el, 'Fin de phase')!.click();
    await el.updateComplete;
    expect($(el, '.warnings')!.textContent).to.contain('Des renforts ne sont pas entrés');
    expect($(el, '[part=places]')!.textContent).to.contain('Ferme chinoise');
    expect($(el, '#hex-0411')!.getAttribute('aria-label')).to.contain('Ferme chinoise');
    expect($(el, 'svg.map')!.getAttribute('aria-label')).to.equal("Carte d'Across Suez");
    expect($(el, '[part=pools]')!.textContent).to.contain('Pont');
    expect(button(el, 'Zoom avant')).to.not.equal(undefined);
    const text = el.shadowRoot!.textContent!;
    expect(text).to.not.match(/[^\s\u202f\u00a0]:\s/); // "mot :" never "mot:"
    expect(text).to.not.match(/ [:;]/); // a plain space would break the line before the colon

    const fight = await mount(
      `<across-suez lang="fr" ${position({ turn: 2, side: 'israeli', phase: 'combat', units: { 'reshev-2': '0410', '16-1': '0411' } })}></across-suez>`,
    );
    await click(fight, '0411');
    const odds = fight.shadowRoot!.querySelector('[part=combat-panel]')!.textContent!;
    expect(odds).to.contain('Ferme chinoise (12.1)\u202f: 2 à gauche');
    expect(odds).to.not.contain('chinese-farm');
  });
});

describe('issue 20: import errors (9)', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows beside the import box, and goes away after a successful load', async () => {
    const { Game } = await import('../../../src/games/across-suez/engine.js');
    const el = await mount('<across-suez seed="1"></across-suez>');
    await el.importRecord('across-suez record 1\nseed 1\nmove nobody 9999\n');
    await el.updateComplete;
    const share = $(el, '[part=share]')!;
    expect(share.querySelector('.error')!.textContent).to.match(/line 3/i);
    const good = await Game.create({ seed: 3 });
    good.move('reshev-1', '0209');
    await el.importRecord(good.toRecord());
    await el.updateComplete;
    expect(share.querySelector('.error')).to.equal(null);
    expect(el.game!.unit('reshev-1').hex).to.equal('0209');
  });
});

describe('issue 20: replays (10)', () => {
  afterEach(() => document.body.replaceChildren());

  const record = async () => {
    const { Game } = await import('../../../src/games/across-suez/engine.js');
    const game = await Game.create({ seed: 4 });
    game.move('reshev-1', '0209');
    game.annotate('Reshef probes north along Lexicon.');
    game.move('sharon', [...game.reachable('sharon').keys()][0]!);
    game.endPhase();
    return game.toRecord();
  };

  it('starts at the beginning; ←/→ step; the step is told in words, marked on the board, its comment beside the board', async () => {
    const el = await mount('<across-suez></across-suez>');
    el.record = await record();
    await until(el, () => $(el, '[part=replay]') !== null);
    expect(el.game!.history).to.have.length(0);
    expect($(el, '[part=replay]')!.textContent).to.contain('The start of the game');
    const map = $<SVGSVGElement>(el, 'svg.map')!;
    map.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await el.updateComplete;
    expect(el.game!.history).to.have.length(1);
    const replay = $(el, '[part=replay]')!;
    expect(replay.textContent).to.contain('Reshev 1 moves 0210 → 0209');
    expect(replay.textContent).to.not.contain('move reshev-1');
    expect(replay.querySelector('[part=comment]')!.textContent).to.equal('Reshef probes north along Lexicon.');
    expect(replay.closest('.board')).to.not.equal(null); // beside the board, not at the foot of the panel
    expect($$(el, '.last-move')).to.have.length(1);
    map.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await el.updateComplete;
    expect(el.game!.history).to.have.length(0);
    expect(replay.textContent).to.not.match(/[⏮⏭]/); // drawn icons, not glyphs a font may lack
    expect(replay.querySelectorAll('button svg').length).to.be.at.least(5);
  });

  it('ply= opens at a chosen step, and autoplay steps on to the end', async () => {
    const el = await mount('<across-suez ply="2"></across-suez>');
    el.record = await record();
    await until(el, () => $(el, '[part=replay]') !== null);
    expect(el.game!.history).to.have.length(2);
    button(el, 'Play')!.click();
    await until(el, () => el.game!.history.length === 3);
    expect(el.game!.history).to.have.length(3);
  });
});

describe('issue 20: the odds preview and the charts (11)', () => {
  afterEach(() => document.body.replaceChildren());

  it('gives the strengths, each shift in words, the results spelled out, and links the CRT with its column marked', async () => {
    const el = await mount(
      `<across-suez ${position({ turn: 2, side: 'israeli', phase: 'combat', units: { 'reshev-2': '0410', 'matt-1': '0311', '16-1': '0411' } })}></across-suez>`,
    );
    await click(el, '0411');
    const odds = $(el, '[part=combat-panel]')!.textContent!.replace(/\s+/g, ' ');
    expect(odds).to.contain('Attack 6 against defence 3');
    expect(odds).to.contain('Chinese Farm (12.1): 2 left');
    expect(odds).to.contain('combined arms (8.0): 1 right');
    expect(odds).to.contain('Dr, defender retreats');
    expect(odds).to.match(/Column of the Combat Results Table: [−+]?\d to [−+]?\d/); // a range, not two modifiers
    button(el, 'See the Combat Results Table')!.click();
    await el.updateComplete;
    const dialog = $(el, '[part=chart]')!;
    expect(dialog.getAttribute('aria-label')).to.equal('Combat Results Table');
    const column = el.game!.combatOdds(['reshev-2', 'matt-1'], '16-1').columnLabel;
    expect(dialog.querySelector('th.now')!.textContent!.trim()).to.equal(column);
    expect(el.shadowRoot!.activeElement).to.equal(dialog.querySelector('.close'));
    button(el, 'TEC')!.click();
    await el.updateComplete;
    expect($(el, '[part=chart]')!.textContent).to.contain('elevated sand');
  });

  it('bombardment: the prompt offers it first, with its chance', async () => {
    const el = await mount(
      `<across-suez ${position({ turn: 2, side: 'egyptian', phase: 'combat', units: { 'reshev-2': '0410', '16-1': '0411' } })}></across-suez>`,
    );
    expect($(el, '[part=bar]')!.textContent).to.contain('Bombard first');
    await click(el, '0410');
    expect($(el, '[part=bar]')!.textContent).to.contain('Bombard Reshev 2: 17\u202f% chance to eliminate it (13.0).');
    expect(button(el, 'Bombard')).to.not.equal(undefined);
  });
});

describe('issue 20: the map’s texts and colours (12, 14)', () => {
  afterEach(() => document.body.replaceChildren());

  it('counters leave the hex number and the place name readable, and move costs stay off the place names', async () => {
    const el = await mount(
      `<across-suez ${position({ turn: 2, units: { 'reshev-2': '0410', '16-1': '0411' } })}></across-suez>`,
    );
    await click(el, '0410');
    const box = (e: Element) => (e as SVGGraphicsElement).getBoundingClientRect();
    const apart = (a: DOMRect, b: DOMRect) =>
      a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
    const body = box($(el, '[data-unit="16-1"] rect.body')!);
    const number = $$(el, '.hexnum').find((t) => t.textContent === '0411')!;
    const place = $$(el, '.place').find((t) => t.textContent === 'Chinese Farm')!;
    expect(apart(body, box(number))).to.equal(true);
    expect(apart(body, box(place))).to.equal(true);
    const costs = $$(el, '.cost').map(box);
    const places = $$(el, '.place').map(box);
    expect(costs.length).to.be.greaterThan(0);
    for (const c of costs) for (const p of places) expect(apart(c, p)).to.equal(true);
  });

  it('reachable hexes are lightened and edged in green, not washed in a water blue', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>');
    await click(el, '0210');
    const style = getComputedStyle($(el, '.reach')!);
    const [r, g, b] = style.fill.match(/[\d.]+/g)!.map(Number) as [number, number, number];
    expect(b).to.be.at.most(Math.max(r, g));
    expect(style.stroke).to.not.equal('none');
  });
});

describe('issue 20: the turn track and the line of communication explained (15)', () => {
  afterEach(() => document.body.replaceChildren());

  it('"+8" is read as reinforcements, and the line of communication says what it is and why it matters', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>');
    expect($(el, '[part=turn-track] [aria-label*="Game-Turn 2"]')!.getAttribute('aria-label')).to.equal(
      'Game-Turn 2 · 8 reinforcements arrive',
    );
    expect($(el, '[part=panel]')!.textContent).to.contain('+n: reinforcements arriving');
    const loc = $(el, 'details.loc')!;
    expect(loc.textContent).to.contain('(14.1)');
    expect(loc.textContent).to.contain('It must be open at the end of the game for an Israeli victory');
  });
});

describe('issue 20: the end of the game', () => {
  afterEach(() => document.body.replaceChildren());

  it('a box over the map: who won and why, New game, Review the game, Download record', async () => {
    const el = await mount(
      `<across-suez ${position({ turn: 7, side: 'egyptian', phase: 'combat', units: { 'reshev-2': '0410', '16-1': '1604' } })}></across-suez>`,
    );
    el.game!.endPhase();
    await el.updateComplete;
    const box = $(el, '[part=game-over]')!;
    expect(box.textContent).to.contain('Egyptian victory');
    let downloaded = '';
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      downloaded = this.download;
    };
    button(el, 'Download record')!.click();
    HTMLAnchorElement.prototype.click = original;
    expect(downloaded).to.match(/\.txt$/);
    button(el, 'Review the game')!.click();
    await until(el, () => $(el, '[part=replay]') !== null);
    expect($(el, '[part=replay]')!.textContent).to.contain('Reviewing action 0 of 1');
    button(el, 'Back to the game')!.click();
    await el.updateComplete;
    button(el, 'New game')!.click();
    await until(el, () => !el.game!.isOver);
    expect(el.game!.isOver).to.equal(false);
    expect(el.game!.turn).to.equal(7);
  });
});
