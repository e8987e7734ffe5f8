// Issue 32, A-K b: a helicopter raid played through the advanced element —
// the helicopter chosen in the air panel (by keyboard), its cargo on the
// map, the drop hexes highlighted exactly where the rules' legal actions
// put them (a preview never says yes where apply says no), the drop hex
// chosen by keyboard on the map; then the raid counter in the panel and the
// flight in the log, in English and in French.
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { YomKippurElement } from '../../../component/yom-kippur/index.js';
import type { HexId } from '../../../src/games/yom-kippur/index.js';
import { button, click, keys, mount, text } from './mount.js';
import { endPhasesUntil } from './advanced-mount.js';

interface HeliRaid {
  type: 'heli-raid';
  helicopter: string;
  cargo: string;
  hex: HexId;
}

const flights = (el: YomKippurElement) =>
  (el.game!.legalActions() as unknown as { type: string }[]).filter((a): a is HeliRaid => a.type === 'heli-raid');

/** The hexes the map marks with a class (a mark has its hex's corners, as the hex's cell has). */
function markedHexes(el: YomKippurElement, cls: string): string[] {
  const root = el.shadowRoot!;
  const hexAt = new Map(
    [...root.querySelectorAll('[role=gridcell]')].map((c) => [c.getAttribute('points'), c.id.slice(4)]),
  );
  return [...root.querySelectorAll(`polygon.${cls}`)].map((p) => hexAt.get(p.getAttribute('points')) ?? '?').sort();
}

/** Presses a button of the element with the keyboard: focused, then Enter (a real key press). */
async function enter(el: YomKippurElement, words: string): Promise<void> {
  button(el, words).focus();
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}

/** The Syrian air phase of Game-Turn 1 on the Golan (A-K b: its helicopters may fly), reached by End phase. */
async function golanAirPhase(lang: string): Promise<YomKippurElement> {
  const el = await mount(`<yom-kippur scenario="advanced" seats="2" seed="1" lang="${lang}"></yom-kippur>`);
  await endPhasesUntil(el, () => el.game!.phase === 'air@golan', 20);
  return el;
}

describe('<yom-kippur scenario="advanced">: a helicopter raid (A-K b)', function () {
  this.timeout(120_000);
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => document.body.replaceChildren());

  it('helicopter, cargo and drop hex chosen by keyboard and on the map, only where the rules allow', async () => {
    const el = await golanAirPhase('en');
    const g = el.game!;
    const all = flights(el);
    expect(all.length).to.be.greaterThan(0);
    const helicopter = g.unit(all[0]!.helicopter);
    // the helicopter, by keyboard in the panel
    await enter(el, helicopter.name);
    expect(text(el, '[part=prompt]')).to.contain(`choose the unit ${helicopter.name} lifts`);
    const mine = all.filter((a) => a.helicopter === helicopter.id);
    // its cargoes: marked on the map where they stand, each a button
    expect(markedHexes(el, 'target')).to.deep.equal([...new Set(mine.map((a) => g.unit(a.cargo).hex!))].sort());
    const cargo = g.unit(mine[0]!.cargo);
    expect(text(el, '[part=heli-cargo]')).to.contain(`Lift ${cargo.name} from ${cargo.hex}`);
    // the cargo picked on the map (the cursor stands on its hex): the drop hexes are the rules' own
    await click(el, cargo.hex!);
    expect(text(el, '[part=prompt]')).to.contain(`where ${helicopter.name} sets ${cargo.name} down`);
    const drops = mine.filter((a) => a.cargo === cargo.id).map((a) => a.hex);
    expect(markedHexes(el, 'reach')).to.deep.equal([...new Set(drops)].sort());
    // a hex not highlighted plays nothing
    const before = g.history.length;
    const refused = Object.keys(g.map.hexes).find((h) => !drops.includes(h) && h !== cargo.hex && h.startsWith('4'))!;
    await click(el, refused);
    expect(g.history.length).to.equal(before);
    // the drop hex by keyboard: a step of the map's cursor from the cargo's hex onto a highlighted hex, then Enter
    await click(el, cargo.hex!);
    const key = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].find((k) => {
      const [c, r] = [Number(cargo.hex!.slice(0, 2)), Number(cargo.hex!.slice(2))];
      const steps: Record<string, [number, number]> = {
        ArrowUp: [0, -1],
        ArrowDown: [0, 1],
        ArrowLeft: [-1, 0],
        ArrowRight: [1, 0],
      };
      const [dc, dr] = steps[k]!;
      return drops.includes(`${String(c + dc).padStart(2, '0')}${String(r + dr).padStart(2, '0')}`);
    })!;
    expect(key, 'a drop hex next to the cargo').to.be.a('string');
    await keys(el, key, 'Enter');
    const played = g.actions.at(-1) as unknown as HeliRaid;
    expect(played.type).to.equal('heli-raid');
    expect([played.helicopter, played.cargo]).to.deep.equal([helicopter.id, cargo.id]);
    expect(drops).to.include(played.hex);
    // the raid counter over the drop hex, in the panel and on the map; the flight in the log
    expect(text(el, '[part=raids]')).to.contain(`Over ${played.hex}: ${helicopter.name} (carrying ${cargo.name})`);
    const counter = el.shadowRoot!.querySelector(`g.counter.aloft[data-unit="${helicopter.id}"]`)!;
    expect(counter.querySelector('title')!.textContent).to.contain(helicopter.name);
    expect(text(el, '[part=log]')).to.contain(`${helicopter.name} flies from`);
    expect(text(el, '[part=log]')).to.contain(`to set it down on ${played.hex} (A-K b)`);
  });

  it('in French: the panel, the prompts and the log', async () => {
    const el = await golanAirPhase('fr');
    const g = el.game!;
    const flight = flights(el)[0]!;
    await enter(el, 'escadrille d’hélicoptères Mi-8');
    expect(text(el, '[part=air-helicopters]')).to.contain('Hélicoptères (A-K b)');
    expect(text(el, '[part=prompt]')).to.match(
      /choisissez l’unité que escadrille d’hélicoptères Mi-8 \(\d\) transporte/,
    );
    await enter(el, `Embarquer ${g.unit(flight.cargo).name}`);
    expect(text(el, '[part=prompt]')).to.contain('choisissez un hexagone en surbrillance où escadrille');
    await click(el, flight.hex);
    expect(text(el, '[part=raids]')).to.contain(`transporte ${g.unit(flight.cargo).name}`);
    expect(text(el, '[part=log]')).to.match(/escadrille d’hélicoptères Mi-8 \(\d\) décolle de \d{4} avec/);
  });
});
