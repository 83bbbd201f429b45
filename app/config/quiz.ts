// The /quiz page: the practice quiz on the game rulebook.

export const QUIZ = {
  /** Questions in a round; the content must hold at least as many. */
  roundSize: 10,
} as const;
