// What the element says of the computer's play (ai-notes-body.ts), in English: it loads with it. Another language's
// are its text's `aiNotes` (text-fr.ts), loaded with the rest of its words.
export const aiNotesWords = {
  summary: 'The computer ({side}) made {moves} moves and {n} die rolls',
  summaryLost: 'eliminated: {units}',
  chancesAre:
    'The chances: how often two computer players (normal) win from such a position, estimated by short playouts, then by the normal player’s own over two turns (±: the estimate’s 95% margin).',
};

/** What the element says of the computer's play: every key English has, each language has. */
export type AiNotesWords = typeof aiNotesWords;
