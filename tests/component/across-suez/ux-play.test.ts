// Issue 20, playing: the points a new player stumbled on, each proved in
// real Chromium at desktop size and, where the layout matters, on a phone.
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
  $$(el, 'button').find((b) => b.textContent!.trim().startsWith(text)) as HTMLButtonElement | undefined;
const barText = (el: AcrossSuezElement) => $(el, '[part=bar]')!.textContent!.replace(/\s+/g, ' ');
const position = (p: object) => `position='${JSON.stringify(p)}'`;
/** A computer player that thinks for ever: the computer's turn lasts as long as the test looks. */
const forever = { decide: () => new Promise<never>(() => {}) };

for (const [device, width] of [
  ['desktop', '1200px'],
  ['phone', '366px'],
] as const) {
  describe(`issue 20 on a ${device}: the computer's turn locks the input (1)`, () => {
    before(() => setViewport(device === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 }));
    afterEach(() => document.body.replaceChildren());

    it('while the computer plays the Israeli side, nothing the Egyptian reader touches acts, and the bar says whose turn it is', async () => {
      const el = await mount('<across-suez seed="1"></across-suez>', width);
      el.aiPlayer = forever;
      el.setAttribute('ai', 'israeli');
      await el.updateComplete;
      await new Promise((r) => setTimeout(r, 350)); // the pause before the computer's first action
      await el.updateComplete;
      expect(barText(el)).to.contain('You are Egyptian · the computer plays Israeli');
      expect(barText(el)).to.contain('The computer is playing.');
      expect(barText(el)).to.not.contain('Select a unit');
      expect($<HTMLButtonElement>(el, '[part=end-phase]')!.disabled).to.equal(true);
      expect(button(el, 'Undo')!.disabled).to.equal(true);
      expect($$(el, '.pool button').every((b) => (b as HTMLButtonElement).disabled)).to.equal(true);
      await click(el, '0210'); // an Israeli (computer's) unit
      expect($$(el, '.reach')).to.have.length(0);
      expect(el.game!.side).to.equal('israeli');
      expect(el.game!.history).to.have.length(0);
    });
  });
}

describe('issue 20: the bar says who plays', () => {
  afterEach(() => document.body.replaceChildren());

  it('hot-seat names the side to play; against the computer on the reader’s turn, "your turn"; both sides, the computer’s', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>');
    expect(barText(el)).to.contain('Israeli to play');
    el.aiPlayer = forever;
    el.setAttribute('ai', 'egyptian');
    await el.updateComplete;
    expect(barText(el)).to.contain('You are Israeli · your turn');
    expect($(el, '.seat.your-turn')).to.not.equal(null);
    el.setAttribute('ai', 'both');
    await el.updateComplete;
    expect(barText(el)).to.contain('The computer plays both sides');
    expect(barText(el)).to.not.contain('Select a unit');
  });
});

describe('issue 20: the prompt says what to do and why not (4, 15)', () => {
  afterEach(() => document.body.replaceChildren());

  it('9.1: Reshev 2, next to an enemy on Game-Turn 1, says why it cannot move', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>');
    expect(barText(el)).to.match(/Select a unit to move \(\d+ can still move\)/);
    await click(el, '0308');
    expect($$(el, '.reach')).to.have.length(0);
    expect($(el, '[part=bar] [role=alert]')!.textContent).to.equal(
      'Reshev 2 cannot move: it began Game-Turn 1 next to an enemy (9.1)',
    );
  });

  it('11.1: a third unit may not cross without the bridge, and the bar says so', async () => {
    const el = await mount(
      `<across-suez ${position({ turn: 3, units: { 'matt-2': '0112', 'erez-1': '0212', 'erez-2': '0213', '16-1': '0606' } })}></across-suez>`,
    );
    el.game!.cross('matt-2');
    el.game!.cross('erez-1');
    await el.updateComplete;
    await click(el, '0213');
    expect(barText(el)).to.contain(
      'It may not cross the canal: Without the bridge, no more than two units cross in a Movement Phase (11.1).',
    );
    expect(button(el, 'Cross the canal')).to.equal(undefined);
  });

  it('15: after a partial move the prompt gives the Movement Points left', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>');
    await click(el, '0210');
    expect(barText(el)).to.contain(`Choose a hex for Reshev 1: ${el.game!.movementLeft('reshev-1')} MP left.`);
    const to = [...el.game!.reachable('reshev-1')].find(([, cost]) => cost <= 2)![0];
    await click(el, to);
    const left = el.game!.movementLeft('reshev-1');
    expect(left).to.be.lessThan(6);
    expect(barText(el)).to.contain(`Choose a hex for Reshev 1: ${left} MP left.`);
  });
});

describe('issue 20: the combat result shows on the board (5) and the last action is marked', () => {
  afterEach(() => document.body.replaceChildren());

  it('after an attack the die and result sit on the defender’s hex, with an arrow from each attacker; a move draws its arrow', async () => {
    const el = await mount(
      `<across-suez ${position({ turn: 2, side: 'israeli', phase: 'combat', units: { 'reshev-2': '0410', '16-1': '0411', 'matt-1': '0311' } })}></across-suez>`,
    );
    el.game!.forceDice([1]);
    el.game!.attack(['reshev-2', 'matt-1'], '16-1');
    await el.updateComplete;
    const badge = $(el, '.result-badge')!;
    expect(badge.textContent).to.contain('Die 1: Dr');
    expect(badge.querySelector('title')!.textContent).to.equal('Dr, defender retreats');
    expect($$(el, '.last-attack')).to.have.length(2);
    const to =
      el.game!.pending!.kind === 'retreat'
        ? (el.game!.pending as { options: Record<string, string[]> }).options['16-1']![0]!
        : '';
    el.game!.retreat('16-1', to);
    await el.updateComplete;
    expect($$(el, '.last-move')).to.have.length(1);
    expect($(el, '.result-badge')).to.equal(null);
  });
});

describe('issue 20: the log column (6)', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps the whole history, grouped by turn and phase, numbered by action, newest in view; a line reviews its moment', async () => {
    const el = await mount('<across-suez seed="2"></across-suez>');
    const g = el.game!;
    // a fixed walk through legal actions: moves, attacks, ends of phases
    for (let i = 0; g.history.length < 70 && !g.isOver; i++) {
      const legal = g.legalActions();
      g.apply(legal[(i * 7) % legal.length]!);
    }
    await el.updateComplete;
    const entries = $$(el, '.log .entry');
    expect(entries.length).to.equal(g.log.filter((l) => l.event.type !== 'phase').length);
    expect(entries.length).to.be.greaterThan(40);
    const headings = $$(el, '.log-group h4').map((h) => h.textContent!.trim());
    expect(headings[0]).to.equal('Game-Turn 1 · Israeli — Movement Phase');
    expect(headings).to.include('Game-Turn 1 · Egyptian — Movement Phase');
    expect(entries[0]!.textContent).to.match(/moves \d{4} → \d{4}/);
    expect(entries[0]!.closest('li')!.value).to.equal(1);
    const scroll = $(el, '.log-scroll')!;
    expect(scroll.scrollTop + scroll.clientHeight).to.be.closeTo(scroll.scrollHeight, 2);
    const live = el.game!;
    entries[0]!.click();
    for (let i = 0; i < 50 && el.game === live; i++) await new Promise((r) => setTimeout(r, 20));
    await el.updateComplete;
    expect(el.game!.history).to.have.length(1);
    expect($(el, '[part=replay]')!.textContent).to.contain('Reviewing action 1 of');
    expect($(el, '.log .entry.current')).to.not.equal(null);
    button(el, 'Back to the game')!.click();
    await el.updateComplete;
    expect(el.game).to.equal(live);
  });
});

describe('issue 20: Undo (13) and the focus (15)', () => {
  afterEach(() => document.body.replaceChildren());

  it('Undo clears the end-phase warning and the selection of the undone unit', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>');
    await click(el, '0210');
    await click(el, [...el.game!.reachable('reshev-1').keys()][0]!);
    button(el, 'End phase')!.click(); // the bridge has not entered: a warning
    await el.updateComplete;
    expect($(el, '.warnings')).to.not.equal(null);
    button(el, 'Undo')!.click();
    await el.updateComplete;
    expect($(el, '.warnings')).to.equal(null);
    expect($$(el, '[aria-selected=true]')).to.have.length(0);
    expect(el.game!.unit('reshev-1').hex).to.equal('0210');
  });

  it('the focus goes to the map after "End the phase anyway" and after "Attack", not to the page', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>');
    button(el, 'End phase')!.click();
    await el.updateComplete;
    const anyway = button(el, 'End the phase anyway')!;
    anyway.focus();
    anyway.click();
    await el.updateComplete;
    await el.updateComplete;
    expect(el.game!.phase).to.equal('combat');
    expect(el.shadowRoot!.activeElement?.matches('svg.map')).to.equal(true);

    const fight = await mount(
      `<across-suez ${position({ turn: 2, side: 'israeli', phase: 'combat', units: { 'reshev-2': '0410', '16-1': '0411' } })}></across-suez>`,
    );
    fight.game!.forceDice([6]);
    await click(fight, '0411');
    const attack = fight.shadowRoot!.querySelector<HTMLButtonElement>('[part=attack-button]')!;
    attack.focus();
    attack.click();
    await fight.updateComplete;
    await fight.updateComplete;
    expect(fight.shadowRoot!.activeElement?.matches('svg.map')).to.equal(true);
  });
});

describe('issue 20: the counter card and the stack viewer', () => {
  afterEach(() => document.body.replaceChildren());

  it('hovering a counter shows its card: name, side, type, factors in words, MP left and the hex', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>');
    $<SVGElement>(el, '#hex-0210')!.dispatchEvent(
      new PointerEvent('pointerenter', { pointerType: 'mouse', clientX: 10 }),
    );
    await el.updateComplete;
    const card = $(el, '[part=card]')!.textContent!.replace(/\s+/g, ' ');
    expect(card).to.contain('Reshev 1 — Israeli, infantry');
    expect(card).to.contain('Combat Strength 3 · Movement Allowance 8');
    expect(card).to.contain('6 MP left this phase');
    expect(card).to.contain('0210: clear');
  });

  it('the keyboard’s hex shows its card too, with the terrain’s cost and defence and the zones of control', async () => {
    const el = await mount(
      `<across-suez ${position({ turn: 2, units: { 'reshev-2': '0310', '16-1': '0411' } })}></across-suez>`,
    );
    const map = $<SVGSVGElement>(el, 'svg.map')!;
    map.focus();
    // from Matzmed (0112): three right, one up → the Chinese Farm
    for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp'])
      map.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    await el.updateComplete;
    const card = $(el, '[part=card]')!.textContent!.replace(/\s+/g, ' ');
    expect($$(el, '[part=card] .card-unit')).to.have.length(1);
    expect(card).to.contain('16/1 — Egyptian, infantry');
    expect(card).to.contain('0411 Chinese Farm: Chinese Farm');
    expect(card).to.contain('Entering costs 3 MP');
    expect(card).to.contain('Defender: 2 column(s) left (12.1)');
  });
});

describe('issue 20: a newcomer plays a full player-turn on a phone, by taps alone', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  it('move, end the phase, pick a target, attack, the defender retreats, decline the advance, end the turn', async () => {
    const el = await mount(
      `<across-suez ${position({ turn: 2, units: { 'reshev-2': '0308', 'matt-1': '0311', '16-1': '0411', '16-2': '0907' } })}></across-suez>`,
      '366px',
    );
    const tap = async (target: Element) => {
      target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await el.updateComplete;
    };
    const onScreen = (b: Element) => {
      const r = b.getBoundingClientRect();
      return r.height >= 44 && r.top >= 0 && r.bottom <= 844 + 400; // the bar sits over the map, within reach
    };
    await tap($(el, '#hex-0308')!);
    expect(barText(el)).to.contain('Choose a hex for Reshev 2');
    await tap($(el, '#hex-0410')!);
    expect(el.game!.unit('reshev-2').hex).to.equal('0410');
    const end = $(el, '[part=end-phase]')!;
    expect(onScreen(end)).to.equal(true);
    await tap(end);
    if ($(el, '.warnings')) await tap(button(el, 'End the phase anyway')!);
    expect(el.game!.phase).to.equal('combat');
    expect(barText(el)).to.contain('Select an enemy unit to attack');
    el.game!.forceDice([1]);
    await tap($(el, '#hex-0411')!);
    expect(barText(el)).to.contain('Attack 16/1');
    await tap($(el, '[part=attack-button]')!);
    expect(barText(el)).to.contain('Egyptian: choose the hex 16/1 retreats into (6.4).');
    const retreat = (el.game!.pending as { options: Record<string, string[]> }).options['16-1']![0]!;
    await tap($(el, `#hex-${retreat}`)!);
    expect(barText(el)).to.contain('may advance');
    await tap(button(el, 'Do not advance')!);
    await tap($(el, '[part=end-phase]')!);
    expect([el.game!.side, el.game!.phase]).to.deep.equal(['egyptian', 'movement']);
    expect($(el, '.result-badge')).to.equal(null); // the last action is now the end of the phase
    expect($$(el, '.log .entry').map((e) => e.textContent)).to.satisfy((lines: string[]) =>
      lines.some((l) => l.includes('attack 16/1')),
    );
  });
});
