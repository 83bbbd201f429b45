// The schema of one practice quiz question, content/quiz/<id>.json (read by ./read.server.ts).
import { z } from "zod";

/**
 * The section of a game rulebook article that holds a question's rule, as the site links to it:
 * `/notice/game/<category>/<article>#<heading id>`. The reader checks that it exists.
 */
export const RULE_LINK = /^\/notice\/game\/([a-z0-9-]+)\/([a-z0-9-]+)#([A-Za-z][\w-]*)$/;

/**
 * The file name of a question, its id: lower-case words without accents joined by "-", as the
 * editor makes it from the question's text.
 */
export const QUESTION_ID = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

/** The category, article path and heading id of a rule link that has the form of one. */
export function ruleLinkParts(rule: string): { category: string; article: string; section: string } {
  const [, category, key, section] = RULE_LINK.exec(rule) ?? [];
  return { category: category ?? "", article: `/notice/game/${category}/${key}`, section: section ?? "" };
}

/** An answer as the player reads it next to its button: one line. */
const answerText = z.string().trim().min(1, { error: "ne doit pas être vide" }).max(150);

/** One question: the right answer and two or three wrong ones (3 or 4 answers in all), why, and where the rule is. */
export const quizQuestionSchema = z
  .strictObject({
    /** The question, in French like the rulebook. */
    question: z.string().trim().min(10).max(250).meta({
      title: "Question",
      description:
        "La question, en français, comme un joueur la lit. Une situation de jeu vaut mieux qu'une définition.",
    }),
    /** The one right answer; the round shuffles it among the wrong ones. */
    answer: z
      .string({
        error: (issue) =>
          issue.input === undefined ? "manque : une question a besoin de sa bonne réponse" : undefined,
      })
      .trim()
      .min(1, { error: "ne doit pas être vide : une question a besoin de sa bonne réponse" })
      .max(150)
      .meta({
        title: "Bonne réponse",
        description: "La seule bonne réponse. Le quiz la mélange aux autres à chaque tour.",
      }),
    /** Two or three answers that are wrong but plausible to someone who has not read the rule. */
    wrongAnswers: z
      .array(answerText.meta({ title: "Mauvaise réponse" }))
      .min(2, { error: "doit donner 2 ou 3 mauvaises réponses" })
      .max(3, { error: "doit donner 2 ou 3 mauvaises réponses" })
      .meta({
        title: "Mauvaises réponses",
        description: "Deux ou trois réponses fausses mais plausibles pour qui n'a pas lu la règle.",
      }),
    /** One sentence that says why, in the rulebook's words; shown after the answer. */
    explanation: z.string().trim().min(20).max(300).meta({
      title: "Explication",
      description:
        "Une phrase qui dit pourquoi, avec les mots de la notice. Elle s'affiche après la réponse.",
    }),
    /** The rulebook section that holds the rule, linked after the answer. */
    rule: z
      .string()
      .regex(RULE_LINK, {
        error: "doit être une section du règlement du jeu, comme /notice/game/justice/penal#recidive",
      })
      .meta({
        title: "Règle",
        description: "La section de la notice qui contient la règle, liée après la réponse.",
      }),
  })
  .superRefine((question, context) => {
    const seen = new Set([question.answer.trim().toLowerCase()]);
    question.wrongAnswers.forEach((wrong, index) => {
      const text = wrong.trim().toLowerCase();
      if (seen.has(text))
        context.addIssue({
          code: "custom",
          path: ["wrongAnswers", index],
          message: "est le même texte qu'une autre réponse : chaque réponse doit être différente",
        });
      seen.add(text);
    });
  })
  .meta({ title: "Question du quiz" });
