import '../component/yom-kippur/index.js';
import { bindModeForm } from './mode-form.js';
import type { YomKippurElement } from '../component/yom-kippur/index.js';

const el = document.querySelector<YomKippurElement>('#play')!;
// the computer searches in the page (the worker is opt-in for now: component/yom-kippur/yom-kippur.ts)
bindModeForm(el);
