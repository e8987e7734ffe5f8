// The element never goes blank (issue 35): a bad seed, position or record
// gives a visible message, an `error` event and a board to play on (the
// standard set-up), and `ready` settles.
import { expect } from '@esm-bundle/chai';
import '../../../component/yom-kippur/index.js';
import type { YomKippurElement } from '../../../component/yom-kippur/index.js';

/** Mounts the markup and waits for `ready`; returns the element and the error events it sent. */
async function mountWatching(markup: string): Promise<{ el: YomKippurElement; errors: string[] }> {
  const host = document.createElement('div');
  const errors: string[] = [];
  // the event does not bubble: the host hears it on its way down (capture)
  host.addEventListener(
    'error',
    (e) => errors.push((e as unknown as CustomEvent<{ message: string }>).detail.message),
    true,
  );
  host.innerHTML = markup;
  document.body.append(host);
  const el = host.querySelector('yom-kippur')!;
  await el.ready;
  await el.updateComplete;
  return { el, errors };
}

const shown = (el: YomKippurElement) => el.shadowRoot!.querySelector('.error')?.textContent ?? '';

describe('<yom-kippur> given bad input', () => {
  afterEach(() => document.body.replaceChildren());

  for (const seed of ['abc', '-1', '1e99']) {
    it(`seed="${seed}" is said, sent as an error event, and a game with new dice is drawn`, async () => {
      const { el, errors } = await mountWatching(`<yom-kippur seed="${seed}"></yom-kippur>`);
      expect(el.game, 'a game').to.not.equal(null);
      expect(el.shadowRoot!.querySelector('svg'), 'a board').to.not.equal(null);
      expect(shown(el)).to.contain('seed');
      expect(errors).to.have.length(1);
    });
  }

  it('a position whose pending decision names no combat is refused: message, event, the standard set-up', async () => {
    const { el, errors } = await mountWatching('<yom-kippur position="yom-kippur.1:1ic/p=se:0"></yom-kippur>');
    expect(el.game!.turn).to.equal(1);
    expect(el.game!.pending).to.equal(null);
    expect(shown(el)).to.contain('pending');
    expect(errors[0]).to.contain('pending');
  });

  it('removing lang (after lang="fr") returns to English, the default, with no error', async () => {
    const { el, errors } = await mountWatching('<yom-kippur lang="fr" seed="1"></yom-kippur>');
    el.removeAttribute('lang');
    await el.updateComplete;
    expect(el.lang).to.equal('en');
    expect(el.shadowRoot!.querySelector('[part=bar]')!.textContent!).to.contain('End phase');
    expect(errors).to.deep.equal([]);
  });

  it('a record that cannot be read is refused: message, event, the standard set-up', async () => {
    const { el, errors } = await mountWatching(
      '<yom-kippur record="yom-kippur record 1&#10;seed 1&#10;seed 2"></yom-kippur>',
    );
    expect(el.game).to.not.equal(null);
    expect(shown(el)).to.contain('second seed');
    expect(errors).to.have.length(1);
  });
});
