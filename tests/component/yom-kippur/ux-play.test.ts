// Issue 33, playing Yom Kippur: the points a new player stumbled on, each
// proved in real Chromium at desktop size and, where the layout matters, on
// a phone.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { button, click, mount, text } from './mount.js';

const position = (p: object) => `position='${JSON.stringify(p)}'`;
/** B-I.1b: the 460th and the 14th next to 0712, the 460th next to 0612 too: 0712 alone may not be attacked. */
const owedAttack = position({
  turn: 1,
  side: 'israeli',
  phase: 'combat',
  units: { 'il-460-armd': '0812', 'il-14-armd': '0713' },
});

for (const [device, width] of [
  ['desktop', '1200px'],
  ['phone', '366px'],
] as const) {
  describe(`issue 33 on a ${device}: Attack is offered only for an attack apply accepts (3)`, () => {
    before(() => setViewport(device === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 }));
    afterEach(() => document.body.replaceChildren());

    it('B-I.1b: with the enemy in 0612 left out, Attack is disabled and the bar gives the rules’ refusal; adding 0612 enables it', async () => {
      const el = await mount(`<yom-kippur seed="1" ${owedAttack}></yom-kippur>`, width);
      await click(el, '0712');
      await click(el, '0812');
      await click(el, '0713');
      const attack = button(el, 'Attack');
      expect(attack.disabled).to.equal(true);
      expect(text(el, '[part=prompt]')).to.contain('The enemy in 0612 must be attacked too (B-I.1b)');
      expect(text(el, '[part=combat-panel]')).to.contain('The enemy in 0612 must be attacked too');
      await click(el, '0612');
      expect(el.game!.whyCannotAttack(['il-460-armd', 'il-14-armd'], ['0712', '0612'])).to.equal(null);
      expect(button(el, 'Attack').disabled).to.equal(false);
    });
  });
}

/** The first attack the game lists whose defender may answer with artillery (B-L.2), in the positions tried. */
async function supportedAttack(width: string) {
  for (const p of [
    { turn: 2, side: 'egyptian', phase: 'combat' },
    { turn: 1, side: 'israeli', phase: 'combat' },
  ]) {
    const el = await mount(`<yom-kippur seed="1" ${position(p)}></yom-kippur>`, width);
    const g = el.game!;
    const attack = g.legalActions().find((a) => {
      if (a.type !== 'attack') return false;
      const c = g.clone();
      c.apply(a);
      return c.pending?.kind === 'support';
    });
    if (attack?.type === 'attack') return { el, attack };
    document.body.replaceChildren();
  }
  throw new Error('no attack the defender may answer with artillery');
}

for (const [device, width] of [
  ['desktop', '1200px'],
  ['phone', '366px'],
] as const) {
  describe(`issue 33 on a ${device}: the defender's artillery choice sees the attack (4)`, () => {
    before(() => setViewport(device === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 }));
    afterEach(() => document.body.replaceChildren());

    it('B-L.2: the panel shows the attack, its odds and each battery with its strength; one button fires what is ticked; the map stays put', async () => {
      const { el, attack } = await supportedAttack(width);
      const map = () => el.shadowRoot!.querySelector('.map-frame')!.getBoundingClientRect().top;
      const before = map();
      el.game!.apply(attack);
      await el.updateComplete;
      const panel = text(el, '[part=combat-panel]');
      expect(panel).to.contain(`attack ${attack.defenders.join(', ')}`);
      const o = el.game!.combatOdds(attack.attackers, attack.defenders, { artillery: attack.artillery });
      expect(panel).to.contain(`Attack ${o.attack}`).and.contain('Defensive artillery (B-L.2)');
      const p = {
        artillery: [...new Set(el.game!.legalActions().flatMap((a) => (a.type === 'support' ? a.artillery : [])))],
      };
      expect(p.artillery.length).to.be.greaterThan(0);
      for (const id of p.artillery)
        expect(panel).to.contain(`${el.game!.unit(id).name} (${el.game!.unit(id).strength})`);
      expect([...el.shadowRoot!.querySelectorAll('.counter.marked')].length).to.be.greaterThan(0);
      expect(button(el, 'No artillery support')).to.not.equal(undefined);
      // one button for the volley ticked, End phase and Undo: not a button for every subset of the batteries
      expect(el.shadowRoot!.querySelectorAll('[part=actions] button').length).to.equal(3);
      expect(Math.abs(map() - before)).to.be.lessThan(24);
      const box = el.shadowRoot!.querySelector<HTMLInputElement>('[part=combat-panel] input[type=checkbox]')!;
      box.click();
      await el.updateComplete;
      expect(text(el, '[part=combat-panel]')).to.contain(
        `defence ${el.game!.combatOdds(attack.attackers, attack.defenders, { artillery: attack.artillery, defenceArtillery: [p.artillery[0]!] }).defence}`,
      );
      button(el, `Support with ${el.game!.unit(p.artillery[0]!).name}`).click();
      await el.updateComplete;
      expect(el.game!.pending?.kind).to.not.equal('support');
    });
  });
}

describe('issue 33: a click on a stack in combat adds the whole stack (6)', () => {
  afterEach(() => document.body.replaceChildren());

  it('B-I.1a: one click on a two-unit stack next to the defender drafts both units; a second takes both away', async () => {
    const el = await mount(
      `<yom-kippur seed="1" ${position({ turn: 1, side: 'israeli', phase: 'combat', units: { 'il-460-armd': '0812', 'il-14-armd': '0812' } })}></yom-kippur>`,
    );
    await click(el, '0712');
    await click(el, '0812');
    expect(el.shadowRoot!.querySelectorAll('.counter.marked').length).to.equal(2);
    await click(el, '0812');
    expect(el.shadowRoot!.querySelectorAll('.counter.marked').length).to.equal(0);
  });
});

describe('issue 33: the turn order and the bombing step said as they are played (7, 8)', () => {
  afterEach(() => document.body.replaceChildren());

  it('B-E, B-D: the panel says the Egyptian player-turn comes first and that Game-Turn 1’s is skipped', async () => {
    const el = await mount('<yom-kippur seed="1"></yom-kippur>');
    const said = text(el, '[part=turn-order]');
    expect(said).to.contain('Each Game-Turn: Egyptian player-turn, then Israeli');
    expect(said).to.contain(
      'Game-Turn 1: the Egyptian player-turn (the crossing) counts as played and is skipped (B-D)',
    );
  });

  it('B-N.1: with an aircraft to bomb, the prompt does not offer to end the phase (End phase is disabled); without, it says to end it', async () => {
    const el = await mount('<yom-kippur seed="1"></yom-kippur>');
    const g = el.game!;
    g.apply({ type: 'aircraft', unit: 'il-air-1', hex: '0512' });
    while (g.phase !== 'bombing') g.endPhase();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector<HTMLButtonElement>('[part=end-phase]')!.disabled).to.equal(true);
    expect(text(el, '[part=prompt]')).to.not.contain('end the phase');
    const none = await mount('<yom-kippur seed="1"></yom-kippur>');
    while (none.game!.phase !== 'bombing') none.game!.endPhase();
    await none.updateComplete;
    expect(text(none, '[part=prompt]')).to.contain('no aircraft of yours is over an enemy unit; end the phase');
  });
});

describe('issue 33: ending a phase with aircraft or units unused asks first (14)', () => {
  afterEach(() => document.body.replaceChildren());

  it('the air phase with 7 aircraft ready: End phase warns, and only "End the phase anyway" ends it', async () => {
    const el = await mount('<yom-kippur seed="1"></yom-kippur>');
    const end = () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part=end-phase]')!;
    end().click();
    await el.updateComplete;
    expect(el.game!.phase).to.equal('air');
    expect(text(el, '[part=bar] .warnings')).to.contain('7 aircraft could still fly a mission');
    button(el, 'End the phase anyway').click();
    await el.updateComplete;
    expect(el.game!.phase).to.equal('movement-1');
    end().click();
    await el.updateComplete;
    expect(text(el, '[part=bar] .warnings')).to.match(/\d+ units could still move/);
  });
});
