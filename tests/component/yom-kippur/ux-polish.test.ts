// Issue 33, "Polish, both games": the remaining points, each proved in real
// Chromium through the element at 1280×800.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { click, mount, text } from './mount.js';
import { mount as mountSuez } from '../across-suez/mount.js';
import { Game } from '../../../src/games/yom-kippur/index.js';
import type { YomKippurElement } from '../../../component/yom-kippur/index.js';

/** "(B-P) (B-P)" or "(9.2) (9.2)": the same bracket twice in a row. */
const doubled = /(\([^()]+\))\s*\1/;
/** "(B-N.2a (B-P: …))": a citation inside a citation. */
const nested = /\([^()]*\([^()]*\)[^()]*\)/;
const said = (el: HTMLElement, ...parts: string[]) =>
  parts.map((p) => el.shadowRoot!.querySelector(`[part=${p}]`)?.textContent ?? '').join('\n');

/** Plays `count` actions, the first legal one each time, rendering after each. */
async function play(el: YomKippurElement, count: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < count && !el.game!.isOver; i++) {
    el.game!.apply(el.game!.legalActions()[0]!);
    await el.updateComplete;
    seen.push(said(el, 'prompt', 'result', 'log'));
  }
  return seen;
}

/** Attacks 0611's Israelis with the 90th and 134th in GT 2's Egyptian combat, on die `die`. */
async function attack(el: YomKippurElement, die: number): Promise<void> {
  await click(el, '0611');
  await click(el, el.game!.unit('eg-90-inf').hex!);
  await click(el, el.game!.unit('eg-134-inf').hex!);
  el.game!.forceDice([die]);
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part=attack-button]')!.click();
  await el.updateComplete;
}
const cellIds = (el: YomKippurElement) =>
  [...el.shadowRoot!.querySelectorAll('[id^=hex-]')].map((c) => c.id.slice(4)).filter((h) => /^\d{4}$/.test(h));
const combat = `position='${JSON.stringify({ turn: 2, side: 'egyptian', phase: 'combat' })}'`;

describe('issue 33, polish of both games', () => {
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  it('no citation is doubled or nested in the prompts, results, refusals and log of either game', async () => {
    const el = await mount('<yom-kippur seed="1"></yom-kippur>');
    const seen = await play(el, 40);
    const combatEl = await mount(`<yom-kippur seed="1" ${combat}></yom-kippur>`);
    await attack(combatEl, 6);
    seen.push(said(combatEl, 'prompt', 'result', 'log'));
    for (const s of seen) expect(s).to.not.match(doubled).and.not.match(nested);

    const suez = await mountSuez('<across-suez seed="1"></across-suez>');
    for (let i = 0; i < 40 && !suez.game!.isOver; i++) {
      suez.game!.apply(suez.game!.legalActions()[0]!);
      await suez.updateComplete;
      const s = said(suez, 'prompt', 'result', 'log', 'status');
      expect(s).to.not.match(doubled).and.not.match(nested);
    }
  });

  it('the log speaks the bar’s words: no engine ids ("movement-1", "israeli"), entry numbers each once', async () => {
    const el = await mount('<yom-kippur seed="1"></yom-kippur>');
    await play(el, 60);
    const log = said(el, 'log');
    expect(log).to.not.match(/movement-\d|israeli|egyptian|artillery support|up to 1 hexes/);
    // the numbers the reader sees: those of the entries drawn with a marker
    const shown = [...el.shadowRoot!.querySelectorAll('[part=log] li')]
      .filter((li) => getComputedStyle(li).listStyleType !== 'none')
      .map((li) => li.getAttribute('value'));
    expect(shown.length).to.be.greaterThan(40);
    expect(new Set(shown).size).to.equal(shown.length);
  });

  it('B-I.3: a retreat of 1 hex is prompted "1 hex", in English and in French', async () => {
    // a game played at random until the defender must retreat 1 hex
    const g = await Game.create({ seed: 5 });
    let pick = 7;
    for (let i = 0; i < 3000 && !(g.pending?.kind === 'retreat' && g.pending.hexes === 1); i++) {
      const legal = g.legalActions();
      pick = (pick * 1103515245 + 12345) % 2147483648;
      g.apply(legal[pick % legal.length]!);
    }
    expect(g.pending).to.include({ kind: 'retreat', hexes: 1 });
    const at = `position='${JSON.stringify(g.position())}'`;
    const en = text(await mount(`<yom-kippur seed="1" ${at}></yom-kippur>`), '[part=prompt]');
    expect(en)
      .to.match(/retreat .+ 1 hex:/)
      .and.not.match(/1 hexes/);
    const fr = text(await mount(`<yom-kippur lang="fr" seed="1" ${at}></yom-kippur>`), '[part=prompt]');
    expect(fr)
      .to.match(/d’1 hexagone\s:/)
      .and.not.match(/1 hexagones/);
  });

  it('lang="fr": the import error, the shock marker, the download status and the live region speak French', async () => {
    const el = await mount('<yom-kippur lang="fr" seed="1"></yom-kippur>');
    await el.importRecord('yom-kippur record 1\nseed 1\nmove nobody 9999\n');
    await el.updateComplete;
    const error = el.shadowRoot!.querySelector('[part=share] .error')!.textContent!;
    expect(error).to.not.match(/\b(the|line|unknown|expected|record)\b/i);
    const share = el.shadowRoot!.querySelector('[part=share]')!;
    share.querySelector<HTMLButtonElement>('[data-share=record]')!.click();
    for (let i = 0; i < 50 && !share.querySelector('.note')!.textContent!.trim(); i++) {
      await new Promise((r) => setTimeout(r, 20));
      await el.updateComplete;
    }
    expect(share.querySelector('.note')!.textContent).to.match(/^Téléchargé\u202f: /);
    const fight = await mount(`<yom-kippur lang="fr" seed="1" ${combat}></yom-kippur>`);
    await attack(fight, 6);
    const log = said(fight, 'log');
    expect(log).to.not.match(/shock marker|marker placed/i);
    const live = fight.shadowRoot!.querySelector('[role=status][aria-live]')!.textContent!;
    expect(live).to.not.match(/\b(attack|combat in|die|retreats|the)\b/i);
    expect(live.trim()).to.not.equal('');
  });

  it('a refusal in a movement phase keeps the map where it was (the bar does not grow)', async () => {
    window.scrollTo(0, 0);
    const el = await mount('<yom-kippur seed="1"></yom-kippur>');
    el.game!.endPhase();
    await el.updateComplete;
    expect(el.game!.phase).to.equal('movement-1');
    // B-G: a unit of the player's that may not move says why in the bar
    const stuck = el
      .game!.units()
      .find((u) => u.side === el.game!.phasingSide && u.hex && el.game!.whyCannotMove(u.id))!;
    const map = el.shadowRoot!.querySelector('svg.map')!;
    const top = map.getBoundingClientRect().top;
    const mover = el
      .game!.units()
      .find((u) => u.side === el.game!.phasingSide && u.hex && el.game!.reachable(u.id).size)!;
    await click(el, mover.hex!);
    await click(
      el,
      cellIds(el).find((h) => el.game!.distance(h, mover.hex!) > 20)!,
    );
    expect(map.getBoundingClientRect().top).to.equal(top);
    await click(el, stuck.hex!);
    expect(text(el, '[part=prompt]')).to.match(/\(B-[A-Z]/);
    expect(map.getBoundingClientRect().top).to.equal(top);
  });

  it('the import error is visible at 1280×800 without scrolling', async () => {
    const el = await mount('<yom-kippur seed="1"></yom-kippur>');
    const share = el.shadowRoot!.querySelector<HTMLDetailsElement>('[part=share]')!;
    const toggled = new Promise((r) => share.addEventListener('toggle', r, { once: true }));
    share.open = true;
    await toggled; // the menu's body loads when it first opens
    await el.updateComplete;
    // the reader scrolls until the Load button is in sight, at the window's bottom edge, and presses it
    const load = [...share.querySelectorAll('button')].find((b) => b.textContent === 'Load')!;
    load.scrollIntoView({ block: 'end' });
    await el.importRecord('yom-kippur record 1\nseed 1\nmove nobody 9999\n');
    await el.updateComplete;
    const box = el.shadowRoot!.querySelector('[part=share] .error')!.getBoundingClientRect();
    expect(box.height).to.be.greaterThan(0);
    expect(box.bottom).to.be.at.most(window.innerHeight);
  });
  it('B-G.2-4: movement costs read in sixths ("⅓ MP"), never as decimals', async () => {
    const el = await mount('<yom-kippur seed="1"></yom-kippur>');
    el.game!.endPhase();
    el.game!.apply({ type: 'move', unit: 'il-14-armd', hex: '0917' });
    await el.updateComplete;
    const log = said(el, 'log');
    expect(log).to.contain('14th Armoured Bde moves 0916–0917, ⅓ MP');
    expect(log).to.not.match(/\d\.\d+ MP/);
  });

  it('an aircraft over a hex is drawn with its strength only, and named by its number, not "0"', async () => {
    const el = await mount('<yom-kippur seed="1"></yom-kippur>');
    el.game!.apply({ type: 'aircraft', unit: 'il-air-1', hex: '0512' });
    await el.updateComplete;
    const counter = el.shadowRoot!.querySelector('[part=counter][data-unit=il-air-1]')!;
    const drawn = counter.textContent!.replace(/\s+/g, ' ');
    expect(drawn).to.not.match(/\d-\d/);
    expect(drawn).to.contain(String(el.game!.unit('il-air-1').strength));
    expect(said(el, 'log')).to.contain('Israel aircraft 1 over 0512').and.not.contain('aircraft 0');
  });
});
