import { expect } from '@esm-bundle/chai';
import '../../component/index.js';
import type { AcrossSuezElement } from '../../component/index.js';

async function mount(html: string): Promise<AcrossSuezElement> {
  const host = document.createElement('div');
  host.style.width = '1200px';
  host.innerHTML = html;
  document.body.append(host);
  const el = host.querySelector('across-suez')!;
  await el.ready;
  await el.updateComplete;
  return el;
}

const cell = (el: AcrossSuezElement, hex: string) => el.shadowRoot!.querySelector<SVGElement>(`#hex-${hex}`)!;
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
    expect(root.querySelectorAll('.counter')).to.have.length(el.game!.units().filter((u) => u.location === 'map').length);
    expect(cell(el, '0512').getAttribute('aria-label')).to.contain('16/1');
  });
});
