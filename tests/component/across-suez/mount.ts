import '../../../component/across-suez/index.js';
import type { AcrossSuezElement } from '../../../component/across-suez/index.js';

/** Puts markup with an <across-suez> into the page and waits until its game is ready and drawn. */
export async function mount(markup: string, width = '1200px'): Promise<AcrossSuezElement> {
  const host = document.createElement('div');
  host.style.width = width;
  host.innerHTML = markup;
  document.body.append(host);
  const el = host.querySelector('across-suez')!;
  await el.ready;
  await el.updateComplete;
  return el;
}
