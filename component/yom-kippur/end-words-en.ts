// The words of a game's end (end-body.ts), in English: they load with it. Another language's are its text's `end`
// (text-fr.ts), loaded with the rest of its words.
export const endWords = {
  draw: 'A draw',
  vpText: 'Egyptian {e} VP · Israeli {i} VP',
  promptOver: 'The game is over.',
  logOver: 'Game over: {result} ({vp})',
  vpOf: '{side} {n} VP',
};

/** The words of a game's end: every key English has, each language has. */
export type EndWords = typeof endWords;
