// A diagram's arrows (issue 33, polish): an arrow between two counters side by
// side is drawn over them, so its head shows, in the element and in its images.
import { expect } from '@esm-bundle/chai';
import { mount as mountAcrossSuez } from '../across-suez/mount.js';
import { mount as mountYomKippur } from '../yom-kippur/mount.js';

const over = (root: ParentNode, arrow: string, unit: string) => {
  const counter = root.querySelector(`[data-unit="${unit}"]`)!;
  const line = root.querySelector(arrow)!;
  return Boolean(counter.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING);
};

describe('arrows', () => {
  afterEach(() => document.body.replaceChildren());

  it('<across-suez arrows="0410-0411">: the arrow between Reshev 2 and Matt 1, next to each other, is drawn over both', async () => {
    const el = await mountAcrossSuez(
      '<across-suez readonly view="0309 0612" position="2ic/reshev-2@0410,matt-1@0411" arrows="0410-0411"></across-suez>',
    );
    expect(over(el.shadowRoot!, 'line.arrow', 'matt-1')).to.equal(true);
    expect(over(el.shadowRoot!, 'line.arrow', 'reshev-2')).to.equal(true);
    const image = new DOMParser().parseFromString(await el.toSVG(), 'image/svg+xml');
    expect(over(image, 'line.arrow', 'matt-1')).to.equal(true);
  });

  it('<yom-kippur arrows="0911-0912">: the arrow onto the 460th is drawn over its counter', async () => {
    const el = await mountYomKippur(
      '<yom-kippur readonly view="0909 1014" position="3ec/il-460-armd@0912,eg-15-armd@0911" arrows="0911-0912"></yom-kippur>',
    );
    expect(over(el.shadowRoot!, 'line.arrow', 'il-460-armd')).to.equal(true);
  });
});
