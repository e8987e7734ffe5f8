// The evaluation bar's words in English, loaded with it (evaluation-bar.ts); another language's dictionary
// (text-fr.ts) carries its own.
export const evaluationEn = {
  chances: 'Chances of victory',
  chancesOf: 'Chances of victory: {side} {p}',
};

export type EvaluationWords = typeof evaluationEn;
