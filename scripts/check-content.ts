/**
 * `npm run check:content`: validates everything staff edit, with no browser and no build: the
 * rulebook (schemas, links, heading ids, change entries, redirects), the terms, the map's points,
 * places and category links, the credits (and their images), the business page's lists, the
 * social links, the practice quiz's questions (their rule links included) and the rulebook search's
 * vocabulary. One line per content set with its count, then information (where the rulebook's
 * figures differ from the spec's starting ones, which staff may change) and the warnings (allowed,
 * but worth fixing); on an error, the file and the field, and exit code 1. `npm test` runs it first.
 * Reads the content of the working directory: run it from a copy to check that copy.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { readBusiness } from "../app/data/business.server.ts";
import { readCredits } from "../app/data/credits/read.server.ts";
import { kindNameWarnings, readMapData } from "../app/map/read.server.ts";
import { readSearchVocabularies } from "../app/data/search-vocabulary.server.ts";
import { readSocialLinks } from "../app/data/social.server.ts";
import { readNoticeLibrary, type NoticeLibrary } from "../app/notice/content.server.ts";
import { specFigureDifferences } from "../app/notice/spec-figures.ts";
import { quizWarnings, readQuiz } from "../app/quiz/read.server.ts";
import { rulebookSections } from "../app/quiz/rule-link.server.ts";
import { parseTerms } from "../app/terms/terms.server.ts";
import { checkMapGround } from "../app/map/ground-rules.ts";

const root = process.cwd();
const started = performance.now();
const warnings: string[] = [];
/** Differences that are allowed and expected: the spec's starting figures staff changed. */
const information: string[] = [];
let rulebook: NoticeLibrary | undefined;

/** Runs one content set's reader; prints its line, or its error and stops with exit code 1. */
async function check(name: string, read: () => unknown): Promise<void> {
  try {
    const summary = await read();
    console.log(`✓ ${name}: ${String(summary)}`);
  } catch (error) {
    console.log(`✗ ${name}\n${error instanceof Error ? error.message : String(error)}`);
    console.log("\ncheck:content a échoué : corrigez le fichier et le champ nommés ci-dessus.");
    process.exit(1);
  }
}

await check("rulebook", async () => {
  const library = await readNoticeLibrary({
    content: path.join(root, "content/notice"),
    public: path.join(root, "public"),
    root,
  });
  warnings.push(...library.warnings);
  information.push(...specFigureDifferences(library.articles));
  rulebook = library;
  const categories = library.types.reduce((sum, type) => sum + type.categories.length, 0);
  const changes = [...library.articles.values()].reduce((sum, article) => sum + article.changes.length, 0);
  return `${library.articles.size} articles in ${categories} categories, ${changes} change entries, ${library.redirects.length} redirects`;
});
await check("terms", async () => {
  const terms = await parseTerms(
    await readFile(path.join(root, "content/terms/terms.md"), "utf8"),
    path.join(root, "content/terms/terms.md"),
  );
  return `${terms.sections.length} sections, updated ${terms.updated}`;
});
await check("map", () => {
  const map = readMapData(root);
  warnings.push(...checkMapGround(map), ...kindNameWarnings(map));
  const points = map.categories.map((category) => `${category.points.length} ${category.id}`).join(", ");
  return `${points} points, ${map.places.length} places`;
});
await check("credits", () => {
  const credits = readCredits(root);
  return `${credits.team.length} team members, ${credits.contributors.length} contributors, ${credits.others.length} others`;
});
await check("business", () => `${readBusiness(root).games.length} games`);
await check("social", () => `${readSocialLinks(root).length} links`);
await check("quiz", () => {
  const sections = rulebookSections(rulebook!);
  const quiz = readQuiz(root, sections);
  warnings.push(...quizWarnings(quiz, sections));
  return `${quiz.questions.length} questions over ${quiz.categories.length} categories of the game rulebook`;
});
await check("search vocabulary", () =>
  Object.entries(readSearchVocabularies(root))
    .map(([locale, topics]) => `${topics.length} topics in ${locale}`)
    .join(", "),
);

for (const line of information) console.log(`information : ${line}`);
for (const warning of warnings) console.log(`avertissement : ${warning}`);
console.log(
  `check:content passed in ${((performance.now() - started) / 1000).toFixed(1)} s` +
    (warnings.length ? `, ${warnings.length} warning${warnings.length > 1 ? "s" : ""}` : ""),
);
