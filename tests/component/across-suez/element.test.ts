import { expect } from '@esm-bundle/chai';
import { mount } from './mount.js';
import { spyOnWorkers, type WorkerSpy } from '../worker-spy.js';
import type { AcrossSuezElement } from '../../../component/across-suez/index.js';

const cell = (el: AcrossSuezElement, hex: string) => el.shadowRoot!.querySelector<SVGElement>(`#hex-${hex}`)!;
/** Resolves when the element has opened the game it was given next (it fires `ready` for each one it opens). */
const opened = (el: AcrossSuezElement) =>
  new Promise((resolve) => el.addEventListener('ready', resolve, { once: true }));
const click = async (el: AcrossSuezElement, hex: string) => {
  cell(el, hex).dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await el.updateComplete;
};

describe('<across-suez>', () => {
  afterEach(() => document.body.replaceChildren());

  it('renders the standard setup: every hex a grid cell, every unit on the map a counter', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>');
    const root = el.shadowRoot!;
    expect(root.querySelectorAll('[role=gridcell]')).to.have.length(17 * 22);
    expect(root.querySelectorAll('.counter')).to.have.length(
      el.game!.units().filter((u) => u.location === 'map').length,
    );
    expect(cell(el, '0512').getAttribute('aria-label')).to.contain('16/1');
  });
});

describe('<across-suez> play', () => {
  afterEach(() => document.body.replaceChildren());

  it('moves a unit by clicking it, then a highlighted hex, and fires move with its detail', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>');
    const seen: CustomEvent[] = [];
    el.addEventListener('move', (e) => seen.push(e as CustomEvent));
    await click(el, '0210');
    const reach = el.game!.reachable('reshev-1');
    const to = [...reach.keys()][0]!;
    expect(el.shadowRoot!.querySelectorAll('.reach').length).to.equal(reach.size);
    await click(el, to);
    expect(el.game!.unit('reshev-1').hex).to.equal(to);
    expect(seen).to.have.length(1);
    expect(seen[0]!.detail).to.include({ type: 'move', unit: 'reshev-1', from: '0210', to });
    expect(seen[0]!.bubbles && seen[0]!.composed).to.equal(true);
  });

  it('a cancelled beforemove stops the move (a tutorial page can restrict the reader)', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>');
    el.addEventListener('beforemove', (e) => e.preventDefault());
    await click(el, '0210');
    await click(el, [...el.game!.reachable('reshev-1').keys()][0]!);
    expect(el.game!.unit('reshev-1').hex).to.equal('0210');
  });

  it('plays a complete attack with forced dice, the owner choosing the retreat', async () => {
    const position = {
      turn: 2,
      side: 'israeli',
      phase: 'combat',
      units: { 'reshev-2': '0410', '16-1': '0411', 'matt-1': '0311' },
    };
    const el = await mount(`<across-suez></across-suez>`);
    const positionOpened = opened(el);
    el.position = JSON.stringify(position);
    await positionOpened;
    await el.updateComplete;
    const combats: CustomEvent[] = [];
    el.addEventListener('combat', (e) => combats.push(e as CustomEvent));
    el.game!.forceDice([1]);
    await click(el, '0411'); // the defender; its attackers are preselected
    const attack = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=attack-button]')!;
    expect(el.shadowRoot!.querySelector('[part=combat-panel]')!.textContent).to.contain('12.1');
    attack.click();
    await el.updateComplete;
    expect(combats[0]!.detail).to.include({ defender: '16-1', die: 1 });
    const pending = el.game!.pending!;
    expect(pending.kind).to.equal('retreat');
    const to = (pending as { options: Record<string, string[]> }).options['16-1']![0]!;
    await click(el, to);
    expect(el.game!.unit('16-1').hex).to.equal(to);
    expect(el.game!.pending!.kind).to.equal('advance');
  });

  it('plays with the keyboard alone: arrows, Enter, Escape', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>');
    const map = el.shadowRoot!.querySelector<SVGSVGElement>('svg.map')!;
    map.focus();
    const key = async (k: string) => {
      map.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
      await el.updateComplete;
    };
    // the cursor starts on Matzmed (0112); 0210 is one right, two up
    await key('ArrowRight');
    await key('ArrowUp');
    await key('ArrowUp');
    expect(map.getAttribute('aria-activedescendant')).to.equal('hex-0210');
    await key('Enter');
    expect(el.shadowRoot!.querySelectorAll('.reach').length).to.be.greaterThan(0);
    await key('Escape');
    expect(el.shadowRoot!.querySelectorAll('.reach').length).to.equal(0);
    await key('Enter');
    await key('ArrowUp');
    await key('Enter');
    expect(el.game!.unit('reshev-1').hex).to.equal('0209');
  });

  it('a readonly diagram ignores input', async () => {
    const el = await mount(
      `<across-suez readonly position='{"units":{"reshev-2":"0410","16-1":"0411"}}' highlights="0411"></across-suez>`,
    );
    await click(el, '0410');
    expect(el.shadowRoot!.querySelectorAll('.reach').length).to.equal(0);
    expect(el.shadowRoot!.querySelectorAll('.highlight').length).to.equal(1);
    expect(getComputedStyle(el.shadowRoot!.querySelector('.panel')!).display).to.equal('none');
  });

  it('lang="fr" shows French', async () => {
    const el = await mount('<across-suez lang="fr" seed="1"></across-suez>');
    expect(el.shadowRoot!.querySelector('.panel')!.textContent!).to.contain('Phase de mouvement');
    expect(el.shadowRoot!.querySelector('[part=bar]')!.textContent!).to.contain('Fin de phase');
    expect(cell(el, '0512').getAttribute('aria-label')).to.contain('Égyptien');
  });

  it('removing lang and level returns each to its default (English, normal), with no error', async () => {
    const el = await mount('<across-suez lang="fr" level="hard" seed="1"></across-suez>');
    el.removeAttribute('lang');
    el.removeAttribute('level');
    await el.updateComplete;
    expect([el.lang, el.level]).to.deep.equal(['en', 'normal']);
    expect(el.shadowRoot!.querySelector('[part=bar]')!.textContent!).to.contain('End phase');
    expect(cell(el, '0512').getAttribute('aria-label')).to.contain('Egyptian');
  });

  it('steps through a recorded game with its comments', async () => {
    const { Game } = await import('../../../src/games/across-suez/engine.js');
    const game = await Game.create({ seed: 4 });
    game.annotate('The night of 15 October.');
    game.move('reshev-1', '0209');
    game.annotate('Reshef probes north along Lexicon.');
    game.endPhase();
    const el = await mount('<across-suez></across-suez>');
    const recordOpened = opened(el);
    el.record = game.toRecord();
    await recordOpened;
    await el.updateComplete;
    const replay = el.shadowRoot!.querySelector<HTMLElement>('[part=replay]')!;
    expect(replay.textContent).to.contain('2');
    expect(getComputedStyle(replay).display).to.equal('flex'); // its rules came with its controls (replay-controls.ts)
    el.goTo(0);
    await el.updateComplete;
    expect(el.game!.unit('reshev-1').hex).to.equal('0210');
    el.goTo(1);
    await el.updateComplete;
    expect(el.game!.unit('reshev-1').hex).to.equal('0209');
    expect(el.shadowRoot!.querySelector('[part=comment]')!.textContent).to.equal('Reshef probes north along Lexicon.');
    await click(el, '0209');
    expect(el.shadowRoot!.querySelectorAll('.reach').length).to.equal(0); // a replay is not played
  });

  it('renders text from records and positions as text, never as HTML', async () => {
    const { Game } = await import('../../../src/games/across-suez/engine.js');
    const game = await Game.create({ seed: 4 });
    game.annotate('<img src=x onerror="window.__pwned=1">');
    game.move('reshev-1', '0209');
    game.annotate('<img src=x onerror="window.__pwned=1">');
    const el = await mount('<across-suez></across-suez>');
    const recordOpened = opened(el);
    el.record = game.toRecord();
    await recordOpened;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
  });
});

describe('<across-suez> against the computer', () => {
  afterEach(() => document.body.replaceChildren());

  it('ai="egyptian" hands the Egyptian decisions to the computer, which plays its phases through', async () => {
    const el = await mount(`<across-suez ai="egyptian" level="easy"
      position='{"turn":2,"side":"egyptian","phase":"movement","units":{"reshev-2":"0308","16-1":"0512","16-2":"0610"}}'></across-suez>`);
    await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 100 && el.game!.side === 'egyptian'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(el.game!.side).to.equal('israeli');
    expect(el.game!.turn).to.equal(3);
  });
});

describe('<across-suez> computer player in a Web Worker', () => {
  let spy: WorkerSpy;
  beforeEach(() => (spy = spyOnWorkers()));
  afterEach(() => {
    spy.restore();
    document.body.replaceChildren();
  });

  const egyptianPhase = `position='{"turn":2,"side":"egyptian","phase":"movement","units":{"reshev-2":"0308","16-1":"0512","16-2":"0610"}}'`;
  const untilIsraeli = async (el: AcrossSuezElement) => {
    for (let i = 0; i < 150 && el.game!.side === 'egyptian'; i++) await new Promise((r) => setTimeout(r, 100));
  };

  it('ai-worker: the Egyptian decisions are searched in the worker, and the game goes on', async () => {
    const el = await mount(
      `<across-suez ai="egyptian" level="easy" ai-worker="/src/games/across-suez/ai/worker.ts" ${egyptianPhase}></across-suez>`,
    );
    await untilIsraeli(el);
    expect(spy.started).to.have.length(1);
    expect(spy.started[0]).to.contain('/src/games/across-suez/ai/worker.ts');
    expect(spy.asked).to.be.greaterThan(0);
    expect([el.game!.side, el.game!.turn]).to.deep.equal(['israeli', 3]);
  });

  it('taken off the page mid-search, the computer stops (worker ended, nothing played); put back, it carries on', async () => {
    const el = await mount(
      `<across-suez ai="egyptian" level="normal" ai-worker="/src/games/across-suez/ai/worker.ts" ${egyptianPhase}></across-suez>`,
    );
    for (let i = 0; i < 100 && spy.asked === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const host = el.parentElement!;
    const before = el.game!.toRecord();
    el.remove();
    await new Promise((r) => setTimeout(r, 1500));
    expect(el.game!.toRecord()).to.equal(before);
    host.append(el);
    await untilIsraeli(el);
    expect([el.game!.side, el.game!.turn]).to.deep.equal(['israeli', 3]);
    expect(el.shadowRoot!.querySelector('.error')).to.equal(null);
  });

  it('ai="both" with the evaluation bar, taken off the page between two of its actions, five times: every worker ends, none starts again', async function () {
    this.timeout(120_000);
    const thinking = (el: AcrossSuezElement) =>
      (el as unknown as { computer: { thinking: boolean } }).computer.thinking;
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 1500 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
      expect(done(), 'waited for').to.equal(true);
    };
    for (let i = 0; i < 5; i++) {
      const el = await mount(
        `<across-suez ai="both" evaluation level="easy" seed="${i + 1}" ai-worker="/src/games/across-suez/ai/worker.ts"></across-suez>`,
      );
      const answered = spy.answered;
      // one action played, the next one's pause under way: no search asked yet
      await until(() => spy.answered > answered && thinking(el) && spy.asked === spy.answered);
      el.remove();
      await until(() => !thinking(el));
    }
    expect(spy.started.length - spy.terminated, 'workers still running').to.equal(0);
  });

  it('a worker script that cannot load: the computer searches in the page instead', async () => {
    const el = await mount(
      `<across-suez ai="egyptian" level="easy" ai-worker="/no-such-worker.js" ${egyptianPhase}></across-suez>`,
    );
    await untilIsraeli(el);
    expect(spy.started).to.have.length(1);
    expect([el.game!.side, el.game!.turn]).to.deep.equal(['israeli', 3]);
  });
});

describe('<across-suez> keyboard attack and sharing', () => {
  afterEach(() => document.body.replaceChildren());

  it('attacks with the keyboard alone: select the defender with Enter, then the Attack button', async () => {
    const el = await mount(
      `<across-suez position='{"turn":2,"side":"israeli","phase":"combat","units":{"reshev-2":"0410","16-1":"0411"}}'></across-suez>`,
    );
    el.game!.forceDice([1]);
    const map = el.shadowRoot!.querySelector<SVGSVGElement>('svg.map')!;
    const key = async (k: string) => {
      map.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
      await el.updateComplete;
    };
    // from 0112: three right, one up → 0411
    for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp']) await key(k);
    expect(map.getAttribute('aria-activedescendant')).to.equal('hex-0411');
    await key('Enter');
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=attack-button]')!;
    button.focus();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    button.click(); // Enter on a focused button activates it
    await el.updateComplete;
    expect(el.game!.log.some((l) => l.text.includes('attack'))).to.equal(true);
  });

  it('a share link restores the game', async () => {
    const el = await mount('<across-suez id="shared" seed="5"></across-suez>');
    el.game!.move('reshev-1', '0209');
    const link = el.shareLink();
    expect(link).to.contain('#as-shared=');
    history.replaceState(null, '', link);
    const again = await mount('<across-suez id="shared"></across-suez>');
    expect(again.game!.unit('reshev-1').hex).to.equal('0209');
    history.replaceState(null, '', location.pathname + location.search);
  });
});

describe('<across-suez> drag and drop', () => {
  afterEach(() => document.body.replaceChildren());

  it('moves a unit by pressing on it and releasing on a highlighted hex', async () => {
    const el = await mount('<across-suez seed="1"></across-suez>');
    const to = [...el.game!.reachable('reshev-1').keys()].at(-1)!;
    const cell = (hex: string) => el.shadowRoot!.querySelector<SVGElement>(`#hex-${hex}`)!;
    cell('0210').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await el.updateComplete;
    cell(to).dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await el.updateComplete;
    expect(el.game!.unit('reshev-1').hex).to.equal(to);
  });
});

describe('<across-suez evaluation>', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows the estimated chances as a meter', async () => {
    const el = await mount('<across-suez evaluation seed="1"></across-suez>');
    for (let i = 0; i < 50 && !el.shadowRoot!.querySelector('[part=evaluation]'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      await el.updateComplete;
    }
    await new Promise((r) => setTimeout(r, 600));
    await el.updateComplete;
    const meter = el.shadowRoot!.querySelector('[part=evaluation]')!;
    expect(meter.getAttribute('role')).to.equal('meter');
    expect(Number(meter.getAttribute('aria-valuenow'))).to.be.within(0, 100);
    // its rules came with it (evaluation-bar.ts): the bar is a block as wide as the panel
    expect(getComputedStyle(meter.querySelector('.estimate-bar')!).display).to.equal('block');
  });

  it('fills the meter with the estimate from playouts: near-certain when the Israeli conditions are all but met', async () => {
    const el = await mount(`<across-suez evaluation seed="1"
      position='{"turn":7,"side":"israeli","phase":"movement","units":{"bridge":"0112","reshev-1":"crossed","sharon":"crossed","matt-1":"crossed","matt-2":"crossed","erez-1":"crossed","erez-2":"crossed","reshev-2":"0212","16-1":"1604"}}'></across-suez>`);
    const value = () => Number(el.shadowRoot!.querySelector('[part=evaluation]')?.getAttribute('aria-valuenow') ?? 50);
    for (let i = 0; i < 100 && value() === 50; i++) {
      await new Promise((r) => setTimeout(r, 100));
      await el.updateComplete;
    }
    expect(value()).to.be.greaterThan(70);
  });

  it('answers at once from a quick estimate, busy until the sharper one replaces it', async () => {
    const el = await mount('<across-suez evaluation seed="1"></across-suez>');
    const meter = () => el.shadowRoot!.querySelector('[part=evaluation]');
    const seen: { busy: string | null; value: string | null }[] = [];
    const note = () => {
      const m = meter();
      const last = seen.at(-1);
      const now = { busy: m?.getAttribute('aria-busy') ?? null, value: m?.getAttribute('aria-valuenow') ?? null };
      if (m && (last?.busy !== now.busy || last?.value !== now.value)) seen.push(now);
    };
    for (let i = 0; i < 300 && meter()?.getAttribute('aria-busy') !== 'false'; i++) {
      note();
      await new Promise((r) => setTimeout(r, 25));
      await el.updateComplete;
    }
    note();
    // a first answer while the sharper one is made (refining), then the sharper one (not busy)
    const quick = seen.find((s) => s.busy === 'true' && s.value !== '50');
    expect(quick, JSON.stringify(seen)).to.not.equal(undefined);
    expect(meter()!.classList.contains('refining')).to.equal(false);
    expect(seen.at(-1)!.busy).to.equal('false');
    expect(seen.indexOf(quick!)).to.be.lessThan(seen.length - 1);
  });
});
