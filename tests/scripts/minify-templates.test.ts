// The built elements' templates lose their indentation (scripts/minify-templates.ts): only html`…` and
// css`…`, never svg`…` (the image export's bytes) or a plain template string, and nothing inside `${…}`
// but the templates nested there.
import { describe, expect, it } from 'vitest';
import { minifyTemplates } from '../../scripts/minify-templates.js';

describe('minifyTemplates', () => {
  it('collapses the line breaks and indentation of html`…` and css`…`, and drops CSS comments and the spaces around braces', () => {
    const code =
      'const a = html`<div>\n    <p>${x}</p>\n  </div>`;\nconst b = css`\n  /* why */\n  :host {\n    color: red;\n  }\n`;';
    expect(minifyTemplates(code)).toBe('const a = html`<div> <p>${x}</p> </div>`;\nconst b = css` :host{color:red}`;');
  });

  it("keeps a stylesheet's commas and selectors' spaces as written (image-css.ts reads the values)", () => {
    const code =
      "const c = css`\n  .a :is(.b, .c) > .d {\n    font: 12px 'DejaVu Sans', sans-serif;\n    color: ${x};\n  }\n`;";
    expect(minifyTemplates(code)).toBe(
      "const c = css` .a :is(.b, .c) > .d{font:12px 'DejaVu Sans', sans-serif;color:${x}}`;",
    );
  });

  it('leaves svg`…`, plain templates, strings and the code of expressions as they are', () => {
    const code =
      "const s = svg`<g>\n  <rect></rect>\n</g>`;\nconst t = `line\n  two`;\nconst h = html`<p>\n  ${cond ? html`<b>\n  x</b>` : `a\n  b`} ${'}\\n  '}</p>`;";
    expect(minifyTemplates(code)).toBe(
      "const s = svg`<g>\n  <rect></rect>\n</g>`;\nconst t = `line\n  two`;\nconst h = html`<p> ${cond ? html`<b> x</b>` : `a\n  b`} ${'}\\n  '}</p>`;",
    );
  });
});
