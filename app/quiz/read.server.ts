import path from "node:path";
import { QUIZ } from "../config/quiz.ts";
import { parseEntry, readJsonFolder } from "../data/json-files.server.ts";
import { ContentError, relativeFile } from "../lib/content-error.ts";
import { frenchTypography } from "../lib/markdown/plugins/typography.ts";
import { fieldError } from "../lib/validation.ts";
import type { QuizPool, QuizQuestion } from "./model.ts";
import { ruleLinkProblem, type RulebookSections } from "./rule-link.server.ts";
import { QUESTION_ID, quizQuestionSchema, ruleLinkParts } from "./schema.ts";

export const QUIZ_FOLDER = "content/quiz";

/**
 * The practice quiz, read from `<root>/content/quiz/` (one file per question) and validated: each
 * file by its schema, its name as the question's id, its rule link against the rulebook (an article
 * and a heading id that exist), and enough questions for a round. Throws a ContentError naming the
 * file and the field. Texts get the rulebook's French typography; questions come in the rulebook's
 * reading order (category, article, section), which the page without JavaScript follows.
 */
export function readQuiz(root: string, rulebook: RulebookSections): QuizPool {
  const entries = readJsonFolder(path.join(root, QUIZ_FOLDER));
  const articleOrder = [...rulebook.articles.keys()];
  const placed = entries.map((entry) => {
    if (!QUESTION_ID.test(entry.name))
      throw new ContentError(
        `${entry.file} : le nom du fichier doit être fait de mots en minuscules reliés par « - », comme justice-bail.json`,
      );
    const data = parseEntry(quizQuestionSchema, entry);
    const problem = ruleLinkProblem(data.rule, rulebook);
    if (problem) throw new ContentError(fieldError(entry.file, "rule", problem));
    const { category, article, section } = ruleLinkParts(data.rule);
    const source = rulebook.articles.get(article)!;
    const heading = source.headings.findIndex((candidate) => candidate.id === section);
    const question: QuizQuestion = {
      id: entry.name,
      category,
      question: frenchTypography(data.question),
      answers: [data.answer, ...data.wrongAnswers].map(frenchTypography),
      explanation: frenchTypography(data.explanation),
      rule: {
        href: data.rule,
        article: source.title,
        section: frenchTypography(source.headings[heading]!.text),
      },
    };
    return { question, place: [articleOrder.indexOf(article), heading] as const };
  });
  if (placed.length < QUIZ.roundSize)
    throw new ContentError(
      `${relativeFile(path.join(root, QUIZ_FOLDER))} : ${placed.length} question${placed.length > 1 ? "s" : ""} ; ` +
        `un tour en tire ${QUIZ.roundSize}, il en faut donc au moins ${QUIZ.roundSize}`,
    );
  placed.sort(
    (a, b) =>
      a.place[0] - b.place[0] || a.place[1] - b.place[1] || a.question.id.localeCompare(b.question.id, "en"),
  );
  const questions = placed.map(({ question }) => question);
  const categories = [...rulebook.categories]
    .filter(([id]) => questions.some((question) => question.category === id))
    .map(([id, title]) => ({ id, title }));
  return { categories, questions };
}

/**
 * Warnings about the quiz (allowed, but worth fixing), printed by `npm run check:content`: a game
 * rulebook category without a question, which a round can never ask about.
 */
export function quizWarnings(pool: QuizPool, rulebook: RulebookSections): string[] {
  return [...rulebook.categories]
    .filter(([id]) => !pool.categories.some((category) => category.id === id))
    .map(
      ([id, title]) =>
        `${QUIZ_FOLDER} : aucune question ne renvoie à la catégorie « ${title} » (/notice/game/${id}) ; ` +
        `un tour ne l'interroge jamais`,
    );
}
