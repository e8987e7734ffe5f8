import { expect } from '@esm-bundle/chai';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import '../../../component/across-suez/index.js';
import type { AcrossSuezElement } from '../../../component/across-suez/index.js';

describe('the standard setup, looked at', () => {
  it('saves a screenshot of the standard setup as test-artifacts/standard-setup.png', async () => {
    await setViewport({ width: 1240, height: 1500 });
    document.body.style.margin = '0';
    document.body.innerHTML = '<div style="width: 1200px"><across-suez seed="1"></across-suez></div>';
    const el = document.querySelector<AcrossSuezElement>('across-suez')!;
    await el.ready;
    await el.updateComplete;
    expect(await executeServerCommand('screenshot', { name: 'standard-setup' })).to.equal(true);
  });
});
