// Issue 32: the advanced game's own lines in French with lang="fr" — A-K's
// air phase in the log (raids, detection, interceptions, SAM fire, air
// combat, bombing, aircraft home, the stages) and in the bar's last result —
// each naming its aircraft and spelling out its die, the case still cited.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import '../../../component/yom-kippur/index.js';
import type { YomKippurElement } from '../../../component/yom-kippur/index.js';
import { createAdvanced } from '../../../src/games/yom-kippur/advanced/game.js';
import { AIR_EVENT_TYPES } from '../../../src/games/yom-kippur/advanced/air/events.js';
import type { Game } from '../../../src/games/yom-kippur/index.js';
import { click, mount, text } from './mount.js';
import { press } from './advanced-mount.js';

/** The engine's English words of the air lines (air/events.ts), none of which a French line keeps. */
const ENGLISH =
  /\b(flies|raid over|intercepts|fires at|attack |bombs|goes home|repulsed|not detected|die \d|Air phase|over \d{4})/;

/** A game of 4 seats played into Game-Turn 3 by a seeded random choice of its legal actions, mostly not End phase. */
async function playedIntoTurn3(seed: number): Promise<Game> {
  const g = await createAdvanced({ seats: 4, seed });
  let r = seed * 7919;
  const rnd = () => (r = (r * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 400 && g.turn < 3 && !g.isOver; i++) {
    const legal = g.legalActions();
    const acting = legal.filter((a) => a.type !== 'end');
    const from = acting.length && rnd() < 0.8 ? acting : legal;
    g.apply(from[Math.floor(rnd() * from.length)]!);
  }
  return g;
}

describe('<yom-kippur scenario="advanced" lang="fr">', () => {
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  it('the log words every air event of two Game-Turns in French (A-K), with the aircraft’s names and the die', async function () {
    this.timeout(120_000);
    const g = await playedIntoTurn3(4);
    const el = document.createElement('yom-kippur') as YomKippurElement;
    el.setAttribute('scenario', 'advanced');
    el.setAttribute('lang', 'fr');
    el.record = g.toRecord();
    document.body.append(el);
    await el.ready;
    el.goTo(g.history.length);
    await el.updateComplete;
    const lines = [...el.shadowRoot!.querySelectorAll('[part=log] li')].map((li) => li.textContent!.trim());
    const air = g.log.filter((l) => AIR_EVENT_TYPES.has(l.event.type));
    // every kind of air event of the advanced game happened, and each has its French line
    expect([...new Set(air.map((l) => l.event.type))].sort()).to.deep.equal([...AIR_EVENT_TYPES].sort());
    const aLineSays = (pattern: RegExp) =>
      expect(
        lines.some((l) => pattern.test(l)),
        String(pattern),
      ).to.equal(true);
    aLineSays(/part en raid au-dessus de \d{4} \((bombardier|escorte|largage)\)/);
    aLineSays(/^Raid de \d au-dessus de \d{4}\u202f: dé \d, (non )?détecté \(A-K\[Detection\]\)/);
    aLineSays(/intercepte au-dessus de \d{4}$/);
    aLineSays(/tire sur .+ au-dessus de \d{4}\u202f: dé \d, .+ \(A-K\[SAM\]\)/);
    aLineSays(/attaquent .+ à \d+-\d+\u202f: dé \d, .+ \(A-K\[Air combat\]\)/);
    aLineSays(/bombarde .+\u202f: dé \d, .+ \(A-K\[Bombing\]\)/);
    aLineSays(/rentre à sa base \((fin de la phase aérienne|repoussé, .+)\)/);
    aLineSays(/^Phase aérienne\u202f: /);
    // the aircraft by name, not by id; no English word of the engine's lines left
    expect(lines.filter((l) => /\b[a-z]{2}-air-/.test(l))).to.deep.equal([]);
    expect(lines.filter((l) => ENGLISH.test(l))).to.deep.equal([]);
  });

  it('the bar states the last bombing in French, as the log does', async () => {
    const el = await mount('<yom-kippur scenario="advanced" seats="2" seed="1" lang="fr"></yom-kippur>');
    const g = el.game!;
    await press(el, 'bombardier égyptien 1');
    const raid = g.legalActions().find((a) => (a as { type: string }).type === 'raid') as unknown as { hex: string };
    await click(el, raid.hex);
    await press(el, 'Fini\u202f: raids placés');
    await press(el, 'bombardier égyptien 1 bombarde');
    expect(text(el, '[part=result]')).to.match(/^bombardier égyptien 1 bombarde .+ : dé \d, .+ \(A-K\[Bombing\]\)$/);
    expect(text(el, '[part=log]')).to.contain('bombardier égyptien 1 part en raid au-dessus de');
  });
});
