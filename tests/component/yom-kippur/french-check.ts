// Issue 32: the English a <yom-kippur lang="fr"> shows, found a whole game
// long — the game played by a seeded random choice among the rules' legal
// actions, the element's shadow root read at every phase (its text, titles
// and ARIA labels) for a phrase of the element's English dictionaries that
// its French ones translate. Ground units' designations are not translated
// (text-en.ts), nor the cases the rulebook names, so they are read out first.
import { expect } from '@esm-bundle/chai';
import { en } from '../../../component/yom-kippur/text-en.js';
import { fr } from '../../../component/yom-kippur/text-fr.js';
import { englishWords } from '../../../component/yom-kippur/advanced/words-en.js';
import { advancedFr } from '../../../component/yom-kippur/advanced/words-fr.js';
import { threatWords } from '../../../component/yom-kippur/threat-words-en.js';
import { combatWords } from '../../../component/yom-kippur/combat-words-en.js';
import { endWords } from '../../../component/yom-kippur/end-words-en.js';
import { aiNotesWords } from '../../../component/yom-kippur/ai-notes-words-en.js';
import { en as hexmapEn } from '../../../component/hexmap/text-en.js';
import { fr as hexmapFr } from '../../../component/hexmap/text-fr.js';
import { shareEn } from '../../../component/hexmap/share-words-en.js';
import { replayEn } from '../../../component/hexmap/replay-words-en.js';
import { evaluationEn } from '../../../component/hexmap/evaluation-words-en.js';
import type { YomKippurElement } from '../../../component/yom-kippur/index.js';
import { click } from './mount.js';

/** Every English string whose French differs, each paired with its French (missing: ''). */
function translated(english: unknown, french: unknown, out: string[] = []): string[] {
  if (typeof english === 'string') {
    if (english !== french) out.push(english);
  } else if (english && typeof english === 'object')
    for (const [k, v] of Object.entries(english)) translated(v, (french as Record<string, unknown> | null)?.[k], out);
  return out;
}

/** Every French string of the dictionaries, in one text: an English phrase also found here is French too. */
function strings(x: unknown): string[] {
  if (typeof x === 'string') return [x];
  return x && typeof x === 'object' ? Object.values(x).flatMap(strings) : [];
}

const word = (p: string) => `(?<![\\p{L}\\p{N}])${p}(?![\\p{L}\\p{N}])`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

/**
 * The English phrases that must not show in French: each English string cut at its slots and punctuation,
 * the pieces with a word of three letters or more, less those the French words use as well ("SAM", "Golan").
 */
function englishPhrases(): RegExp {
  const english = [
    ...translated(en, fr),
    ...translated(englishWords, advancedFr),
    ...translated(threatWords, fr.threat),
    ...translated(combatWords, fr.combat),
    ...translated(endWords, fr.end),
    ...translated(aiNotesWords, fr.aiNotes),
    ...translated({ ...hexmapEn, ...shareEn, ...replayEn, ...evaluationEn }, hexmapFr),
    // the engine's own words (describe.ts, air/events.ts, data.ts's counter names) the element must reword
    'Game over',
    'recovery points',
    'rebuilt',
    'restored',
    'set up on',
    'toward Israel',
    'marker placed',
    'marker removed',
    'to be dropped',
    'dropped on',
    'heli-lifted',
    'retreats',
    'advances',
    'aircraft',
    'bomber',
    'interceptor',
    'fighter-bomber',
    'SAM battery',
    'Egyptian',
    'Syrian',
    'Iraqi',
    'Israeli',
  ];
  const frenchText = [fr, advancedFr, hexmapFr].flatMap(strings).join('\n');
  const pieces = new Set(
    english
      .flatMap((s) => s.split(/\{\w+\}|[:;,.()[\]·—–…"“”?!/+=<>±%]|\s-\s|\b[A-Z]-[A-Z][\w.[\] ]*/))
      .map((p) => p.trim().replace(/\s+/g, ' '))
      .filter((p) => /[A-Za-z]{3,}/.test(p) && !/^(the|and|for|its|with|then)$/i.test(p)),
  );
  const kept = [...pieces].filter((p) => !new RegExp(word(escape(p)), 'iu').test(frenchText));
  kept.sort((a, b) => b.length - a.length);
  return new RegExp(word(`(?:${kept.map(escape).join('|')})`), 'iu');
}

/** A case the rules cite: "B-I.3", "A-K[Bombing]", "T003[Results]" — the rulebook's references, in every language. */
const CASES = /\b(?:[A-Z]-[A-Z][\w.]*|T\d{3})(?:\[[^\]]*\])?/g;

/**
 * The texts a reader meets in the element (its text nodes, titles and ARIA labels) that hold an English phrase,
 * once the cases cited and the ground units' designations (not translated) are read out.
 */
function englishTexts(el: YomKippurElement, english: RegExp): string[] {
  const designations = el
    .game!.units()
    .filter((u) => u.kind === 'ground' || u.kind === 'fort')
    .map((u) => u.name)
    .sort((a, b) => b.length - a.length);
  const stillEnglish = (s: string) => {
    if (!english.test(s)) return null;
    const left = designations.reduce((t, d) => t.split(d).join('·'), s.replace(CASES, '·').replace(/\s+/g, ' ').trim());
    return english.test(left) ? left : null;
  };
  const texts: string[] = [];
  const root = el.shadowRoot!;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode())
    if (!n.parentElement?.closest('style') && n.textContent) texts.push(n.textContent);
  for (const e of root.querySelectorAll('[title], [aria-label], [aria-description], [placeholder], [alt]'))
    for (const a of ['title', 'aria-label', 'aria-description', 'placeholder', 'alt'])
      texts.push(e.getAttribute(a) ?? '');
  return texts.flatMap((s) => stillEnglish(s) ?? []);
}

/** A seeded random number in [0, 1). */
function seeded(seed: number): () => number {
  let r = seed * 7919 + 1;
  return () => (r = (r * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/**
 * Plays the element's game to its end by a seeded random choice of its legal actions, ending a phase one time
 * in eight when it may; at each new phase the element is drawn and read, once more with a unit of the player's
 * selected. Returns each English text found, with where it was found.
 */
export async function englishInAGame(el: YomKippurElement, seed: number): Promise<Map<string, string>> {
  const english = englishPhrases();
  const g = el.game!;
  const rnd = seeded(seed);
  const found = new Map<string, string>();
  const read = (where: string) => {
    for (const s of englishTexts(el, english)) {
      // each English phrase once, with the first text it was found in
      const key = english.exec(s)![0].toLowerCase();
      if (!found.has(key)) found.set(key, `${where}: ${s}`);
    }
  };
  let phase = '';
  for (let i = 0; i < 6000 && !g.isOver; i++) {
    if (g.phase !== phase) {
      phase = g.phase;
      await el.updateComplete;
      read(`${g.turn} ${g.phase}${g.pending ? ' ' + g.pending.kind : ''}`);
      // a unit of the player's (or an aircraft) selected: its prompt, marks and labels
      const unit = g.legalActions().flatMap((a) => ('unit' in a && a.unit ? [g.unit(a.unit)] : []))[0];
      if (unit?.hex && !g.pending) {
        await click(el, unit.hex);
        read(`${g.turn} ${g.phase}, ${unit.name} selected`);
        await click(el, unit.hex);
      }
    }
    const legal = g.legalActions();
    const acting = legal.filter((a) => a.type !== 'end');
    const from = acting.length && rnd() > 1 / 8 ? acting : legal;
    g.apply(from[Math.floor(rnd() * from.length)]!);
  }
  expect(g.isOver, `still ${g.turn} ${g.phase}`).to.equal(true);
  await el.updateComplete;
  read('the end');
  return found;
}

/** Each English phrase found, with where and in which text. */
export const report = (found: Map<string, string>): string[] =>
  [...found].map(([phrase, where]) => `"${phrase}" in ${where}`);
