// The "Share / export" menu in a real browser: each item copies or downloads
// what it says, the copied tag and iframe carry the compact position and
// give back the same board, a refused clipboard shows the text to copy by
// hand, the menu speaks French, and Escape closes it with the keyboard.
import { expect } from '@esm-bundle/chai';
import { mount } from './mount.js';
import type { AcrossSuezElement } from '../../../component/across-suez/index.js';

const position = '2ic/reshev-2@0410,matt-1@0311,16-1@0411';
let copied: string[] = [];
let refuse = false;
const clipboard = {
  writeText: async (text: string) => {
    if (refuse) throw new DOMException('denied', 'NotAllowedError');
    copied.push(text);
  },
};

const menu = (el: AcrossSuezElement) => el.shadowRoot!.querySelector<HTMLDetailsElement>('[part=share]')!;
const item = (el: AcrossSuezElement, action: string) =>
  menu(el).querySelector<HTMLButtonElement>(`[data-share=${action}]`)!;
const status = (el: AcrossSuezElement) => menu(el).querySelector('[role=status]')!.textContent!.trim();

/** The element's position as its compact string, without the dice's state. */
const compact = (el: AcrossSuezElement) => el.game!.positionText({ header: false, dice: false });

/** Opens the menu and waits for its body, which loads when it first opens (component/hexmap/share-menu-body.ts). */
async function open(el: AcrossSuezElement): Promise<void> {
  if (!menu(el).open) {
    const toggled = new Promise((r) => menu(el).addEventListener('toggle', r, { once: true }));
    menu(el).open = true;
    await toggled;
  }
  await el.updateComplete;
}

/** Presses a menu item and waits until the menu confirms it. */
async function press(el: AcrossSuezElement, action: string): Promise<string> {
  await open(el);
  const before = status(el);
  item(el, action).click();
  for (let i = 0; i < 200 && status(el) === before; i++) {
    await new Promise((r) => setTimeout(r, 25));
    await el.updateComplete;
  }
  return status(el);
}

describe('<across-suez> share / export menu', () => {
  beforeEach(() => {
    copied = [];
    refuse = false;
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  });
  afterEach(() => document.body.replaceChildren());

  it('replaces the share box: a menu of seven items with a confirmation region', async () => {
    const el = await mount(`<across-suez position="${position}"></across-suez>`);
    expect(menu(el).querySelector('summary')!.textContent).to.equal('Share / export');
    // its body loads when it first opens, and only then
    expect(menu(el).querySelector('[data-share]')).to.equal(null);
    await open(el);
    expect([...menu(el).querySelectorAll('[data-share]')].map((b) => b.getAttribute('data-share'))).to.deep.equal([
      'link',
      'embed',
      'tag',
      'position',
      'svg',
      'png',
      'record',
    ]);
    expect(item(el, 'tag').textContent).to.equal('Copy the <across-suez> tag');
  });

  it('copies the tag with the compact position, which draws the same board', async () => {
    const el = await mount(`<across-suez position="${position}" view="0107 0815" arrows="0308-0410"></across-suez>`);
    expect(await press(el, 'tag')).to.equal('<across-suez> tag copied.');
    const [tag] = copied;
    expect(tag).to.equal(`<across-suez position="${position}" view="0107 0815" arrows="0308-0410"></across-suez>`);
    document.body.replaceChildren();
    const again = await mount(tag!);
    expect(
      again
        .game!.units()
        .filter((u) => u.hex)
        .map((u) => `${u.id}@${u.hex}`),
    ).to.have.members(['reshev-2@0410', 'matt-1@0311', '16-1@0411']);
    expect(again.view).to.equal('0107 0815');
  });

  it('copies the position string and a link that restores the game', async () => {
    const el = await mount(`<across-suez id="menu" position="${position}"></across-suez>`);
    await press(el, 'position');
    await press(el, 'link');
    // a string copied on its own names its game (issue 33, 10)
    expect(copied).to.deep.equal([await el.game!.positionText({ dice: false }), el.shareLink()]);
    expect(copied[0]).to.match(new RegExp(`^across-suez\\.\\d+:${position.replace(/[/.]/g, '\\$&')}$`));
    expect(copied[1]).to.contain('#as-menu=');
  });

  it('copies an iframe of the embed page whose fragment names the game, the position and the mode', async () => {
    const el = await mount(
      `<across-suez position="${position}" lang="fr" embed-page="https://example.org/embed.html"></across-suez>`,
    );
    await press(el, 'embed');
    const frame = new DOMParser().parseFromString(copied[0]!, 'text/html').querySelector('iframe')!;
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin + src.pathname).to.equal('https://example.org/embed.html');
    const p = new URLSearchParams(src.hash.slice(1));
    expect([p.get('game'), p.get('position'), p.get('lang'), p.get('mode')]).to.deep.equal([
      'across-suez',
      await compact(el),
      'fr',
      'play',
    ]);
    expect(frame.title).to.equal('Across Suez');
    expect(Number(frame.getAttribute('height'))).to.be.greaterThan(0);
  });

  it('speaks French, and shows the text to copy by hand when the clipboard refuses', async () => {
    refuse = true;
    const el = await mount(`<across-suez lang="fr" position="${position}"></across-suez>`);
    expect(menu(el).querySelector('summary')!.textContent).to.equal('Partager / exporter');
    expect(await press(el, 'position')).to.match(/^Le navigateur refuse le presse-papiers/);
    expect(menu(el).querySelector<HTMLTextAreaElement>('textarea[readonly]')!.value).to.equal(
      await el.game!.positionText({ dice: false }),
    );
    refuse = false;
    expect(await press(el, 'position')).to.equal('Position copiée.');
    expect(menu(el).querySelector('textarea[readonly]')).to.equal(null);
  });

  it('downloads the SVG, the PNG and the record as files named after the game', async () => {
    const el = await mount(`<across-suez id="files" position="${position}"></across-suez>`);
    const saved: { name: string; href: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    };
    try {
      for (const action of ['svg', 'png', 'record']) await press(el, action);
      expect(status(el)).to.equal('Downloaded: across-suez-files.txt.');
      const bodies = await Promise.all(saved.map(async (f) => (await fetch(f.href)).blob()));
      expect(saved.map((f) => f.name)).to.deep.equal([
        'across-suez-files.svg',
        'across-suez-files.png',
        'across-suez-files.txt',
      ]);
      expect(await bodies[0]!.text()).to.match(/^<svg/);
      expect(bodies[1]!.type).to.equal('image/png');
      expect(await bodies[2]!.text()).to.equal(el.exportRecord());
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('is a keyboard disclosure: Escape closes it and gives the focus back to its summary', async () => {
    const el = await mount(`<across-suez position="${position}"></across-suez>`);
    await open(el);
    item(el, 'svg').focus();
    item(el, 'svg').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(menu(el).open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(menu(el).querySelector('summary'));
  });
});
