// The quiz's fixture for unit tests: the questions of test/fixtures/site/content/quiz and the rulebook they link to.
import path from "node:path";
import type { QuizQuestion } from "./model";
import { readQuiz } from "./read.server";
import type { RulebookSections } from "./rule-link.server";

export const FIXTURE = path.resolve("test/fixtures/site");

/** The rulebook the fixture's questions link to: four categories, their articles' headings, one old path. */
export const RULEBOOK: RulebookSections = {
  categories: new Map([
    ["preamble", "Préambule"],
    ["gamemode", "Mode de jeu"],
    ["vehicles", "Véhicules"],
    ["justice", "Justice"],
    ["prison", "Prison"],
  ]),
  articles: new Map([
    [
      "/notice/game/preamble/intro",
      {
        title: "Bienvenue",
        headings: [
          { id: "bon-sens", text: "Le bon sens : avant tout" },
          { id: "sanctions", text: "Les sanctions" },
        ],
      },
    ],
    [
      "/notice/game/preamble/notion",
      {
        title: "Notions",
        headings: [
          { id: "metagaming", text: "Metagaming" },
          { id: "fear-rp", text: "Fear RP" },
        ],
      },
    ],
    [
      "/notice/game/vehicles/rent",
      {
        title: "Louer",
        headings: [
          { id: "formules", text: "Les formules" },
          { id: "renouvellement", text: "Le renouvellement" },
        ],
      },
    ],
    [
      "/notice/game/justice/penal",
      {
        title: "Code pénal",
        headings: [
          { id: "classes", text: "Les classes" },
          { id: "recidive", text: "La récidive" },
          { id: "liquide", text: "L'argent liquide" },
        ],
      },
    ],
    [
      "/notice/game/prison/enter",
      {
        title: "Entrée en prison",
        headings: [
          { id: "sursis", text: "Le sursis" },
          { id: "duree", text: "La durée" },
        ],
      },
    ],
  ]),
  redirects: [{ from: "/notice/game/justice/code", to: "/notice/game/justice/penal" }],
};

/** The fixture's questions as the page gets them. */
export function fixturePool(): QuizQuestion[] {
  return readQuiz(FIXTURE, RULEBOOK).questions;
}
