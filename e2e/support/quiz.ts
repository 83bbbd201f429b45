/**
 * The practice quiz for e2e tests: its questions read from content/quiz/ by the build's reader (so
 * that tests follow the content as staff change it), and the interface's texts as a page shows them.
 */
import path from "node:path";
import { formatText, type FormatValue } from "../../app/i18n/format";
import { compileCatalogue } from "../../app/i18n/format-typography.server";
import type { Locale } from "../../app/i18n/locales";
import type { MessageKey, Messages } from "../../app/i18n/messages";
import { readNoticeLibrary } from "../../app/notice/content.server";
import type { QuizPool, QuizQuestion } from "../../app/quiz/model";
import { readQuiz } from "../../app/quiz/read.server";
import { rulebookSections } from "../../app/quiz/rule-link.server";
import { catalogue } from "./catalogue";

let pool: Promise<QuizPool> | undefined;

/** The quiz's questions, as the page's loader reads them. */
export function quizPool(): Promise<QuizPool> {
  const root = process.cwd();
  pool ??= readNoticeLibrary({
    content: path.join(root, "content/notice"),
    public: path.join(root, "public"),
    root,
  }).then((library) => readQuiz(root, rulebookSections(library)));
  return pool;
}

/** The question whose French text is `text`. */
export async function questionByText(text: string): Promise<QuizQuestion> {
  const question = (await quizPool()).questions.find((candidate) => candidate.question === text);
  if (!question) throw new Error(`no question of content/quiz reads "${text}"`);
  return question;
}

const compiled = new Map<Locale, Messages>();

/** An interface text exactly as the page shows it (French typography included). */
export function say(locale: Locale, key: MessageKey, values?: Record<string, FormatValue>): string {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileCatalogue(locale, catalogue(locale)) as Messages;
    compiled.set(locale, messages);
  }
  return formatText(locale, messages, key, values);
}
