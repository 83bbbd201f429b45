import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "../fixtures";
import { checkContentIn, startEditorServers, type EditorServers } from "../../tools/editor-servers";
import { openEditor, publish } from "./editor-page";

/**
 * Staff add a practice quiz question from the editor (Quiz de la notice): its rule chosen among the
 * rulebook's sections by typing a section's name, the preview as /quiz shows it, a form refused
 * with one wrong answer only, then the file written in a temporary copy of the repository and
 * `npm run check:content` run there.
 */
let servers: EditorServers;
test.beforeAll(async () => {
  servers = await startEditorServers();
});
test.afterAll(async () => {
  await servers?.close();
});

test("staff add a quiz question: a rule chosen by its section, two wrong answers at least, a file the build accepts", async ({
  page,
  context,
}) => {
  await openEditor(page, context, servers, "#/collections/quiz/new");
  const question = "Combien de temps dure une location à l'heure ?";
  await page.getByLabel("Question", { exact: true }).fill(question);
  await page.getByLabel("Bonne réponse", { exact: true }).fill("1 heure");
  await page
    .getByLabel("Explication", { exact: true })
    .fill("Une location à l'heure dure 1 heure, puis se renouvelle.");
  // The rule: a section found by its heading's words, among the game rulebook's.
  await page.getByLabel("Règle", { exact: true }).click();
  await page.keyboard.type("Louer un véhicule › Les deux formules");
  await page.keyboard.press("Enter");
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("link")).toHaveAttribute(
    "href",
    "/notice/game/vehicles/rent#les-deux-formules",
  );
  await expect(preview.getByRole("link")).toContainText("Louer un véhicule › Les deux formules");

  // A new question opens with the two wrong answers it needs; one removed: refused, nothing written.
  const wrongAnswers = page.getByLabel("Mauvaise réponse", { exact: true });
  await expect(wrongAnswers).toHaveCount(2);
  await wrongAnswers.first().fill("30 minutes");
  // Decap's item bar: its first button folds the item, its last one removes it (icons only).
  const answerBars = page.locator("[class*=ListItemTopBar]");
  await answerBars.last().locator("button").last().click();
  await expect(wrongAnswers).toHaveCount(1);
  await publish(page);
  await expect(page.getByText(/«\sMauvaises réponses\s»\s: il en faut de 2 à 3\./)).toBeVisible();
  const folder = path.join(servers.repo, "content/quiz");
  const before = new Set(readdirSync(folder));
  const added = () => readdirSync(folder).filter((name) => !before.has(name));
  expect(added()).toEqual([]);

  await page.getByRole("button", { name: /une mauvaise réponse/ }).click();
  await wrongAnswers.last().fill("24 heures");
  // A folded answer shows its text in its bar.
  await answerBars.first().locator("button").first().click();
  await expect(wrongAnswers.first()).toBeHidden();
  await expect(answerBars.first().locator("xpath=..")).toContainText("30 minutes");
  await publish(page);
  // Named after its rule's section, not its whole question.
  await expect.poll(added).toEqual(["notice-game-vehicles-rent-les-deux-formules.json"]);
  // Polled while decap-server writes it: a half-written file reads as nothing yet.
  const written = () => {
    try {
      return JSON.parse(readFileSync(path.join(folder, added()[0]!), "utf8")) as unknown;
    } catch {
      return undefined;
    }
  };
  await expect.poll(written).toEqual({
    question,
    answer: "1 heure",
    wrongAnswers: ["30 minutes", "24 heures"],
    explanation: "Une location à l'heure dure 1 heure, puis se renouvelle.",
    rule: "/notice/game/vehicles/rent#les-deux-formules",
  });
  const check = checkContentIn(servers.repo);
  expect(check.code, check.output).toBe(0);
  expect(check.output).toMatch(/✓ quiz: \d+ questions/);
});
