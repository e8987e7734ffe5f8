// Issue 32 item 2: the advanced game (Sinai and Golan, A-Use seats) played
// hot-seat through the element, at desktop size and on a phone: the bar
// names the seat that decides, each front shows (side by side, or a tab on
// a phone that follows the phase's front), and the phases play through the
// same legal actions `apply` accepts.
import { expect } from '@esm-bundle/chai';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { click, mount, text } from './mount.js';
import { endPhasesUntil, inView, marked, press, shownFront } from './advanced-mount.js';

for (const [device, width] of [
  ['desktop', '1200px'],
  ['phone', '366px'],
] as const) {
  describe(`<yom-kippur scenario="advanced"> hot-seat on a ${device}`, function () {
    // a few phases of both fronts, each rendered: longer than the runner's default on a busy machine
    this.timeout(90_000);
    before(() => setViewport(device === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 }));
    afterEach(() => document.body.replaceChildren());

    it('2 seats (A-Use): the Arab seat raids, places a bridge (A-E) and moves; the bar then hands the turn to Israel', async () => {
      const el = await mount('<yom-kippur scenario="advanced" seats="2" seed="1"></yom-kippur>', width);
      const g = el.game!;
      expect(g.rules.descriptor.id).to.equal('yom-kippur-advanced');
      expect(text(el, '[part=seat]')).to.equal('Arab to play');
      // the phone shows the front of the phase (the Sinai's air phase), a wide element both fronts
      expect(shownFront(el)).to.equal(device === 'phone' ? 'sinai' : 'both');
      // A-K: the bomber selected in the panel, then a highlighted hex
      await press(el, 'Egyptian bomber 1');
      expect(text(el, '[part=prompt]')).to.contain('choose a highlighted hex for Egyptian bomber 1');
      expect(marked(el, 'reach')).to.be.greaterThan(0);
      const raid = g.legalActions().find((a) => (a as { type: string }).type === 'raid') as unknown as { hex: string };
      await click(el, raid.hex);
      expect(text(el, '[part=raids]')).to.contain(`Over ${raid.hex}: Egyptian bomber 1 (bomber)`);
      await press(el, 'Done: raids placed');
      expect(text(el, '[part=air-stage]')).to.contain('bombing');
      await press(el, 'Egyptian bomber 1 bombs');
      // the bombing's die and result, in the bar and the log (A-K[Bombing])
      expect(text(el, '[part=result]')).to.match(/Egyptian bomber 1|eg-air-b-1/);
      expect(text(el, '[part=log]')).to.contain('(A-K[Bombing])');
      await endPhasesUntil(el, () => g.phase === 'bridges@sinai');
      expect(shownFront(el)).to.equal(device === 'phone' ? 'sinai' : 'both');
      const bridge = g.legalActions().find((a) => a.type === 'bridge') as { hex: string };
      await click(el, bridge.hex);
      expect(g.bridges().filter((b) => b.state === 'intact').length).to.be.greaterThan(0);
      await endPhasesUntil(el, () => g.phase === 'movement@sinai');
      const move = g.legalActions().find((a) => a.type === 'move') as { unit: string; hex: string };
      await click(el, g.unit(move.unit).hex!);
      await click(el, move.hex);
      expect(g.unit(move.unit).hex).to.equal(move.hex);
      await endPhasesUntil(el, () => g.phase === 'movement@golan');
      expect(shownFront(el)).to.equal(device === 'phone' ? 'golan' : 'both');
      // the phase on the Golan brings the Golan into view: its tab on a phone, the map scrolled on a desktop
      expect(inView(el, '5111'), 'the Golan in view').to.equal(true);
      await executeServerCommand('screenshot', { name: `advanced-2-seats-${device}` });
      await endPhasesUntil(el, () => g.phasingSide === 'israeli');
      expect(text(el, '[part=seat]')).to.equal('Israeli to play');
      expect(g.phase).to.equal('air@sinai');
    });

    it('4 seats (A-Use): each front’s seat plays its phases, and the defender’s seat detects the enemy raids (A-K)', async () => {
      const el = await mount('<yom-kippur scenario="advanced" seats="4" seed="2"></yom-kippur>', width);
      const g = el.game!;
      expect(g.rules.descriptor.sides.map((s) => s.id)).to.deep.equal([
        'egyptian',
        'syrian',
        'israeli-sinai',
        'israeli-golan',
      ]);
      expect(text(el, '[part=seat]')).to.equal('Egyptian to play');
      await endPhasesUntil(el, () => g.phase === 'air@golan');
      expect(text(el, '[part=seat]')).to.equal('Syrian to play');
      await endPhasesUntil(el, () => g.phase === 'movement@golan');
      // Syria moves a Golan counter of the Arab side: selected by a click, moved by another
      const move = g.legalActions().find((a) => a.type === 'move') as { unit: string; hex: string };
      expect(g.unit(move.unit).side).to.equal('egyptian');
      await click(el, g.unit(move.unit).hex!);
      expect(text(el, '[part=prompt]')).to.contain(g.unit(move.unit).name);
      await click(el, move.hex);
      expect(g.unit(move.unit).hex).to.equal(move.hex);
      await endPhasesUntil(el, () => g.phasingSide === 'israeli-sinai');
      expect(text(el, '[part=seat]')).to.equal('Israeli (Sinai) to play');
      // Israel (Sinai) raids; the Egyptian seat then rolls the detection (the defender decides, A-K)
      await press(el, 'Israeli fighter-bomber 1');
      const raid = g.legalActions().find((a) => (a as { type: string }).type === 'raid') as unknown as { hex: string };
      await click(el, raid.hex);
      if (text(el, '[part=actions]').includes('as bomber')) await press(el, 'as bomber');
      await press(el, 'Done: raids placed');
      expect(g.actingSide).to.equal('egyptian');
      expect(text(el, '[part=seat]')).to.equal('Egyptian to play');
      await press(el, 'Roll detection over');
      expect(text(el, '[part=result]')).to.match(/Raid of \d over \d{4}: die \d, (not )?detected/);
      expect(text(el, '[part=raids]')).to.match(/detected/);
      await executeServerCommand('screenshot', { name: `advanced-4-seats-${device}` });
    });
  });
}
