// A small test game for the generic layer: a hand-made 4 × 3 map with
// made-up terrain and hexside classes, three units stacked in one hex and one
// alone, and an element that records what the reader activates. No engine
// rules: the generic element needs only the HexGame surface.
import { html, svg, type TemplateResult } from 'lit';
import { HexMapElement, type MapOverlays } from '../../../component/hexmap/hex-map-element.js';
import { hexmapStyles } from '../../../component/hexmap/styles.js';
import type { GameKit, HexGame, LogLine, MapUnit } from '../../../component/hexmap/hex-game.js';
import type { MapData } from '../../../src/engine/map-data.js';

export const testMap: MapData = {
  columns: 4,
  rows: 3,
  layout: { orientation: 'flat-top columns', shiftedColumns: 'even' },
  hexes: {
    '0101': 'moor',
    '0102': 'moor',
    '0103': 'bog',
    '0201': 'moor',
    '0202': 'crag',
    '0203': 'bog',
    '0301': 'moor',
    '0302': 'moor',
    '0303': 'crag',
    '0401': 'moor',
    '0402': 'moor',
    '0403': 'moor',
  },
  hexsides: {
    causeway: [
      ['0101', '0201'],
      ['0201', '0301'],
    ],
    'dry-stone-wall': [['0202', '0302']],
    brook: [['0103', '0203']],
  },
  places: { '0202': 'Tor' },
};

const unit = (id: string, type: string, hex: string | null, reduced = false): MapUnit => ({
  id,
  name: id.toUpperCase(),
  side: id.startsWith('b') ? 'blue' : 'red',
  type,
  strength: 4,
  movement: 3,
  hex,
  ...(reduced && { reduced }),
});

export class TestGame extends EventTarget implements HexGame {
  readonly map = testMap;
  readonly rules = { descriptor: { id: 'test-game', turns: 3, sides: [{ id: 'blue' }, { id: 'red' }] } };
  readonly turn = 1;
  readonly phase = 'move';
  readonly phasingSide = 'blue';
  actingSide: string | null = 'blue';
  isOver = false;
  log: LogLine[] = [];
  readonly history = [];
  readonly actions = [];
  #units = [
    unit('b1', 'armor', '0202'),
    unit('b2', 'infantry', '0202', true),
    unit('b3', 'artillery', '0202'),
    unit('r1', 'cavalry', '0403'),
    unit('r2', 'mechanized', null),
  ];
  units(): MapUnit[] {
    return this.#units.map((u) => ({ ...u }));
  }
  forceDice(): void {}
  clone(): this {
    return this;
  }
  position(): unknown {
    return {};
  }
  toRecord(): string {
    return 'test-game record 1\nseed 1\n';
  }
}

const unused = () => {
  throw new Error('not in the test game');
};

const kit: GameKit<TestGame> = {
  storageKey: 'test-game',
  linkKey: 'tg',
  create: async () => new TestGame(),
  fromRecord: async () => new TestGame(),
  apply: unused,
  levels: ['easy'],
  computer: unused,
  chanceIn: unused,
  estimateKey: () => '',
};

/** <test-hexmap>: the generic element with the test game; `activated` lists [hex, top unit id] per activation. */
export class TestHexMap extends HexMapElement<TestGame> {
  static override styles = hexmapStyles;
  activated: [string, string | undefined][] = [];

  constructor() {
    super({
      kit,
      style: {
        hexsides: [
          { class: 'causeway', draw: 'centres' },
          { class: 'dry-stone-wall', draw: 'edge' },
        ],
        terrainMarks: { crag: (x, y) => svg`<circle class="mark crag-mark" cx=${x} cy=${y} r="4"></circle>` },
      },
      sides: { blue: { mark: 'top-bar', radius: 1 }, red: { mark: 'corner-notch', radius: 4 } },
      events: [],
    });
  }

  protected override get saveLostMessage(): string {
    return 'save lost';
  }
  protected override activate(hex: string, top: MapUnit | undefined): void {
    this.activated.push([hex, top?.id]);
    this.selected = top?.id ?? null;
    this.requestUpdate();
  }
  protected override pickUp(): boolean {
    return false;
  }
  protected override drop(): void {}
  protected override overlays(): MapOverlays {
    return { hexes: [], labels: [], path: [] };
  }
  protected override cellLabel(_game: TestGame, hex: string, top: MapUnit | undefined): string {
    return top ? `${hex}, ${top.name}` : hex;
  }
  protected override unitLabel(_game: TestGame, unit: MapUnit): string {
    return unit.name;
  }
  protected override renderPanel(): TemplateResult {
    return html``;
  }
}

customElements.define('test-hexmap', TestHexMap);

/** Puts a <test-hexmap> into the page and waits until its game is drawn. */
export async function mountTestMap(attributes = ''): Promise<TestHexMap> {
  const host = document.createElement('div');
  host.style.width = '600px';
  host.innerHTML = `<test-hexmap ${attributes}></test-hexmap>`;
  document.body.append(host);
  const el = host.querySelector('test-hexmap') as TestHexMap;
  await el.ready;
  await el.updateComplete;
  return el;
}
