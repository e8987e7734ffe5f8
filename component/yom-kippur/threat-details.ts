// The air war made readable: for the aircraft the reader selected or points
// at, which SAMs cover its hex and what each would do, with the odds
// (Game.samThreat: the bombing's column B-N.2b, a bombed SAM's self-defence
// B-M.3, each SAM's fire on the revised sheet T003[Air], an Egyptian
// aircraft's cover B-N.2a). The map rings the same SAMs (overlays.ts).
// Loaded with its English words when an aircraft is first selected or over
// the map (threat.ts), before the update that draws it.
import { css, html, nothing, type TemplateResult } from 'lit';
import type { SamThreat } from '../../src/games/yom-kippur/index.js';
import { fill } from '../hexmap/text.js';
import { threatWords } from './threat-words-en.js';
import { combatWords } from './combat-words-en.js';
import { nameOf, pct, type YkView } from './view.js';

/** The panel's part on the SAMs over an aircraft, adopted when it loads. */
export const styles = css`
  .threat {
    border-left: 3px solid var(--yk-sam-threat);
    padding-left: 6px;
    margin: 4px 0;
    font-size: 12px;
  }
  .threat h4 {
    margin: 0;
    font-size: 13px;
  }
  .threat ul {
    margin: 2px 0;
    padding-left: 16px;
  }
`;

/** "turns back 67 %, reduced 17 %": each outcome with a chance, in the order given. */
function chances(words: Record<string, string>, odds: Record<string, number>): string {
  return Object.entries(odds)
    .filter(([, p]) => p > 0)
    .map(([k, p]) => `${words[k] ?? k} ${pct(p)}`)
    .join(', ');
}

export function threatDetails(v: YkView, th: SamThreat): TemplateResult {
  const { game: g, t } = v;
  const w = t.threat ?? threatWords;
  const { outcomes } = t.combat ?? combatWords;
  const name = (id: string) => nameOf(g, t, id);
  const items = th.sams.map(
    (s) =>
      html`<li>
        ${fill(w.sam, { sam: name(s.sam), hex: s.hex, n: s.distance })}${s.reduced ? `, ${t.reduced}` : ''}
        ${s.selfDefence ? html`<br />${w.selfDefence}${t.colon} ${chances(outcomes, s.selfDefence)}` : nothing}
        ${s.fire ? html`<br />${w.fire}${t.colon} ${chances(outcomes, s.fire)}` : nothing}
      </li>`,
  );
  return html`<section class="threat" part="sam-threat" aria-live="polite">
    <h4>${fill(w.title, { aircraft: name(th.aircraft), hex: th.hex })}</h4>
    ${th.cover === null && !th.sams.length ? html`<div>${w.none}</div>` : nothing}
    ${
      items.length
        ? html`<ul>
            ${items}
          </ul>`
        : nothing
    }
    ${
      th.sams.length > 1 && th.effective !== th.sams.length
        ? html`<div>${fill(w.effective, { n: th.effective })}</div>`
        : nothing
    }
    ${
      th.bombing
        ? html`<div>
            ${fill(w.bombing, { column: th.bombing.column })}${t.colon} ${chances(outcomes, th.bombing.effects)}
          </div>`
        : nothing
    }
    ${
      th.cover === null
        ? nothing
        : html`<div>${th.cover.length ? fill(w.covered, { sams: th.cover.map(name).join(', ') }) : w.uncovered}</div>`
    }
  </section>`;
}
