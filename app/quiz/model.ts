// The practice quiz as the page gets it from its loader (./read.server.ts), and the draw's input.

/** Where a question's rule is written: a section of a game rulebook article. */
export interface QuizRule {
  /** Site path with the section's id: `/notice/game/justice/penal#recidive`. */
  href: string;
  /** The article's title, French. */
  article: string;
  /** The section's heading, French. */
  section: string;
}

export interface QuizQuestion {
  /** The file name, which never changes while the question lives: a round in progress names its questions by it. */
  id: string;
  /** The game rulebook category of its rule: a round spreads its questions over the categories. */
  category: string;
  question: string;
  /** The answers, the right one first; a round shuffles them. */
  answers: string[];
  explanation: string;
  rule: QuizRule;
}

/** A game rulebook category that has questions, with its French title, in the rulebook's order. */
export interface QuizCategory {
  id: string;
  title: string;
}

/** The right answer's index in `QuizQuestion.answers`. */
export const RIGHT_ANSWER = 0;

export interface QuizPool {
  categories: QuizCategory[];
  /** In the rulebook's reading order: by category, article, then section. */
  questions: QuizQuestion[];
}
