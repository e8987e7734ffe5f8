// The bar's buttons beside the map in every game: the game's own (its
// decisions, Attack…) first, then End phase — the primary button unless one
// of the game's is — and Undo, all disabled while the input is not the
// reader's; and, when ending the phase now would leave something undone, the
// warnings that ask whether to end it anyway (warnings.ts).
import { html, nothing, type TemplateResult } from 'lit';
import { endWarnings } from './warnings.js';

export function barButtons(v: {
  /** The game's own buttons. */
  own: unknown;
  /** Extra classes of the row (a game's own layout). */
  className?: string;
  locked: boolean;
  /** End phase is the primary button (no button of the game's is). */
  endPrimary: boolean;
  canEnd: boolean;
  canUndo: boolean;
  words: { endPhase: string; undo: string; warnings: string; endAnyway: string; close: string };
  /** What ending the phase now would leave undone, when the reader has asked to end it; null: nothing asked. */
  warnings: readonly (string | TemplateResult)[] | null;
  on: { endPhase(force: boolean): void; undo(): void; cancelWarnings(): void };
}): TemplateResult {
  const { locked, words: t, on } = v;
  return html`<div class=${v.className ? `buttons ${v.className}` : 'buttons'} part="actions">
      ${v.own}
      <button
        class=${v.endPrimary ? 'primary' : ''}
        part="end-phase"
        ?disabled=${locked || !v.canEnd}
        @click=${() => on.endPhase(false)}
      >
        ${t.endPhase}
      </button>
      <button ?disabled=${locked || !v.canUndo} @click=${() => on.undo()}>${t.undo}</button>
    </div>
    ${
      v.warnings && !locked
        ? endWarnings({
            title: t.warnings,
            items: v.warnings,
            endAnyway: t.endAnyway,
            close: t.close,
            end: () => on.endPhase(true),
            cancel: () => on.cancelWarnings(),
          })
        : nothing
    }`;
}
