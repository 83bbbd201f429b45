import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { QUIZ } from "~/config/quiz";
import { loadNoticeLibrary } from "~/notice/content.server";
import { RIGHT_ANSWER } from "./model";
import { quizWarnings, readQuiz } from "./read.server";
import { rulebookSections } from "./rule-link.server";
import { FIXTURE, RULEBOOK } from "./fixture.test-support";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A copy of the fixture with some question files replaced (an object), written as text, or removed (null). */
function edited(files: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), "quiz-"));
  roots.push(root);
  cpSync(path.join(FIXTURE, "content/quiz"), path.join(root, "content/quiz"), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, "content/quiz", name);
    if (content === null) unlinkSync(file);
    else writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  }
  return root;
}

const recidive = JSON.parse(
  readFileSync(path.join(FIXTURE, "content/quiz/penal-recidive.json"), "utf8"),
) as Record<string, unknown>;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the quiz's reader, on the fixture", () => {
  const pool = readQuiz(FIXTURE, RULEBOOK);

  it("reads every question, named by its file, in the rulebook's reading order", () => {
    expect(pool.questions.map((question) => question.id)).toEqual([
      "accueil-bon-sens",
      "accueil-sanctions",
      "accueil-notions",
      "accueil-peur",
      "location-duree",
      "location-retour",
      "location-renouvellement",
      "penal-classes",
      "penal-recidive",
      "penal-liquide",
      "prison-sursis",
      "prison-duree",
    ]);
  });

  it("gives the categories that have questions, in the rulebook's order, with their titles", () => {
    expect(pool.categories).toEqual([
      { id: "preamble", title: "Préambule" },
      { id: "vehicles", title: "Véhicules" },
      { id: "justice", title: "Justice" },
      { id: "prison", title: "Prison" },
    ]);
  });

  it("puts the right answer first, then the wrong ones, in French typography", () => {
    const question = pool.questions.find((candidate) => candidate.id === "penal-recidive")!;
    expect(question.answers[RIGHT_ANSWER]).toBe(recidive.answer);
    expect(question.answers.slice(1)).toEqual(recidive.wrongAnswers);
    // A non-breaking space before the colon, as the rulebook's text has.
    expect(question.question).toContain("\u00a0:");
    expect(question.category).toBe("justice");
  });

  it("names the rule by its article's title and its section's heading", () => {
    const question = pool.questions.find((candidate) => candidate.id === "accueil-bon-sens")!;
    expect(question.rule).toEqual({
      href: "/notice/game/preamble/intro#bon-sens",
      article: "Bienvenue",
      section: "Le bon sens\u00a0: avant tout",
    });
  });

  it("warns about a category of the game rulebook that no question asks about", () => {
    expect(quizWarnings(pool, RULEBOOK)).toEqual([
      expect.stringMatching(
        /^content\/quiz : aucune question ne renvoie à la catégorie « Mode de jeu » \(\/notice\/game\/gamemode\)/,
      ),
    ]);
  });
});

describe("a question the build refuses, named by its file and field", () => {
  it.each([
    ["no right answer", { ...recidive, answer: undefined }, "answer", /a besoin de sa bonne réponse/],
    ["an empty right answer", { ...recidive, answer: "  " }, "answer", /a besoin de sa bonne réponse/],
    ["one wrong answer only", { ...recidive, wrongAnswers: ["Non"] }, "wrongAnswers", /2 ou 3/],
    ["four wrong answers", { ...recidive, wrongAnswers: ["A", "B", "C", "D"] }, "wrongAnswers", /2 ou 3/],
    [
      "a wrong answer that is the right one",
      { ...recidive, wrongAnswers: ["Autre", String(recidive.answer)] },
      "wrongAnswers.1",
      /même texte/,
    ],
    ["no explanation", { ...recidive, explanation: undefined }, "explanation", /./],
    ["an unknown field", { ...recidive, hint: "?" }, "hint", /champ inconnu|inconnu/],
    ["a link that is not a rulebook section", { ...recidive, rule: "/board" }, "rule", /règlement du jeu/],
    [
      "a link without its section",
      { ...recidive, rule: "/notice/game/justice/penal" },
      "rule",
      /règlement du jeu/,
    ],
    [
      "a link to an article that does not exist",
      { ...recidive, rule: "/notice/game/justice/nowhere#recidive" },
      "rule",
      /aucun article du règlement n'a l'adresse \/notice\/game\/justice\/nowhere/,
    ],
    [
      "a link to a heading the article does not have",
      { ...recidive, rule: "/notice/game/justice/penal#nowhere" },
      "rule",
      /n'a pas de section « nowhere » \(ses identifiants : classes, recidive, liquide\)/,
    ],
    [
      "a link to an article's old path",
      { ...recidive, rule: "/notice/game/justice/code#recidive" },
      "rule",
      /ancienne adresse de l'article : écrivez \/notice\/game\/justice\/penal#recidive/,
    ],
  ])("%s", (_, content, field, message) => {
    const root = edited({ "penal-recidive.json": content });
    const where = `content/quiz/penal-recidive.json : champ «\u00a0${escape(field)}\u00a0» : `;
    expect(() => readQuiz(root, RULEBOOK)).toThrow(new RegExp(where));
    expect(() => readQuiz(root, RULEBOOK)).toThrow(message);
  });

  it("a file that is not JSON, or badly named", () => {
    expect(() => readQuiz(edited({ "penal-recidive.json": '{ "question": ' }), RULEBOOK)).toThrow(
      /content\/quiz\/penal-recidive\.json : ce n'est pas du JSON valide/,
    );
    expect(() => readQuiz(edited({ "Penal Récidive.json": recidive }), RULEBOOK)).toThrow(
      /Penal Récidive\.json : le nom du fichier doit être fait de mots en minuscules/,
    );
  });

  it("fewer questions than a round", () => {
    const removed = Object.fromEntries(
      ["prison-sursis", "prison-duree", "penal-classes"].map((id) => [`${id}.json`, null]),
    );
    expect(() => readQuiz(edited(removed), RULEBOOK)).toThrow(
      new RegExp(`content/quiz : 9 questions ; un tour en tire ${QUIZ.roundSize}`),
    );
  });

  it("accepts three answers in all, and a question added, reworded or removed", () => {
    const root = edited({
      "penal-liquide.json": null,
      "penal-recidive.json": {
        ...recidive,
        question: "Une autre question sur la récidive ?",
        wrongAnswers: ["A", "B"],
      },
      "nouvelle.json": { ...recidive, rule: "/notice/game/prison/enter#duree" },
    });
    const ids = readQuiz(root, RULEBOOK).questions.map((question) => question.id);
    expect(ids).toContain("nouvelle");
    expect(ids).not.toContain("penal-liquide");
  });
});

describe("the committed questions", () => {
  it("pass the reader's rules against the committed rulebook", async () => {
    const library = await loadNoticeLibrary();
    const pool = readQuiz(process.cwd(), rulebookSections(library));
    // Each links to a section of its category's article.
    for (const question of pool.questions) {
      expect(question.rule.href.startsWith(`/notice/game/${question.category}/`)).toBe(true);
      expect(question.answers.length === 3 || question.answers.length === 4).toBe(true);
    }
  });
});
