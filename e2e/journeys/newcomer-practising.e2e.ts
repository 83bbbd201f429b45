/**
 * A newcomer prepares for the whitelist with the practice quiz: from /play, on a phone, misses a
 * question, reads its rule in the rulebook, comes back to the same question, finishes the round and
 * tries again; the same with the keyboard only, in Arabic, and without JavaScript. The questions
 * come from content/quiz/ through the build's reader: any valid edit of them keeps these tests green.
 */
import { QUIZ } from "../../app/config/quiz";
import type { Locale } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { RIGHT_ANSWER, type QuizQuestion } from "../../app/quiz/model";
import { expect, test, type Page } from "../fixtures";
import { smallTapTargets } from "../support/layout-guard";
import { horizontalOverflow, insideWindow } from "../support/overflow";
import { questionByText, quizPool, say } from "../support/quiz";

const ROUND = QUIZ.roundSize;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const step = (page: Page) => page.locator("#quiz-step-title");
const legend = (page: Page) => page.locator(".quiz-question legend");
const feedback = (page: Page) => page.locator(".quiz-card__feedback");
/** The answer `index` (in the question's answers; the right one is RIGHT_ANSWER) of the question on screen. */
const choice = (page: Page, index: number) => page.locator(`.quiz-choice:has(input[value="${index}"])`);
const WRONG = RIGHT_ANSWER + 1;

// The questions are read (with the whole rulebook) once, before the tests and outside their time.
test.beforeAll(async () => {
  await quizPool();
});

async function questionOnScreen(page: Page): Promise<QuizQuestion> {
  return questionByText((await legend(page).textContent()) ?? "");
}

/** Where a question's rule link leads: the article's address in the page's language, and the section. */
function ruleTarget(question: QuizQuestion, locale: Locale) {
  const [article, section] = question.rule.href.split("#") as [string, string];
  return { pathname: localizePath(locale, article), section };
}

/** Leaves for the rule (by a tap or Enter), checks the section is shown, then comes back. */
async function readRuleAndComeBack(
  page: Page,
  question: QuizQuestion,
  locale: Locale,
  follow: () => Promise<void>,
) {
  const quizPath = page.url();
  await follow();
  const { pathname, section } = ruleTarget(question, locale);
  await expect(page).toHaveURL((url) => url.pathname === pathname && url.hash === `#${section}`);
  await expect.poll(() => insideWindow(page.locator(`[id="${section}"]`))).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(quizPath);
}

test.describe("a newcomer on a phone", () => {
  test.use(PHONE);

  test("takes the quiz from /play, misses a question, reads its rule, comes back to it, and tries again", async ({
    page,
    problems,
  }) => {
    // A whole round: ten questions, two trips to the rulebook and back.
    test.slow();
    await page.goto("/play");
    await expect(page).toBeHydrated();
    // The way to the quiz is in the whitelist step, after the client's download.
    await page
      .locator(".play-step")
      .nth(2)
      .getByRole("link", { name: say("fr", "app.quiz.link") })
      .tap();
    await expect(page).toHaveURL((url) => url.pathname === "/quiz");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say("fr", "app.quiz.heading"));

    await page.getByRole("button", { name: say("fr", "app.quiz.start.button") }).tap();
    await expect(step(page)).toHaveText(say("fr", "app.quiz.progress", { number: 1, total: ROUND }));
    await expect(step(page)).toBeFocused();

    // A wrong answer: said so, with the right answer, why, and the rule.
    const missed = await questionOnScreen(page);
    await expect(page.locator(".quiz-choice")).toHaveCount(missed.answers.length);
    await choice(page, WRONG).tap();
    await page.getByRole("button", { name: say("fr", "app.quiz.check") }).tap();
    await expect(feedback(page)).toHaveAttribute("role", "status");
    await expect(feedback(page)).toContainText(say("fr", "app.quiz.wrong"));
    await expect(feedback(page)).toContainText(missed.answers[RIGHT_ANSWER]!);
    await expect(feedback(page)).toContainText(missed.explanation);
    await expect(choice(page, WRONG)).toContainText(say("fr", "app.quiz.choice.yours"));
    await expect(choice(page, RIGHT_ANSWER)).toContainText(say("fr", "app.quiz.choice.right"));
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await smallTapTargets(page)).toEqual([]);
    await expect(page).toHaveNoAxeViolations();

    // Its rule, and Back to the same question, where the reader was.
    const rule = feedback(page).getByRole("link");
    await readRuleAndComeBack(page, missed, "fr", () => rule.tap());
    await expect(legend(page)).toHaveText(missed.question);
    await expect(feedback(page)).toContainText(missed.explanation);
    await expect.poll(() => insideWindow(rule)).toBe(true);

    // The rest of the round, all right.
    for (let number = 2; number <= ROUND; number += 1) {
      await page.getByRole("button", { name: say("fr", "app.quiz.next") }).tap();
      await expect(step(page)).toHaveText(say("fr", "app.quiz.progress", { number, total: ROUND }));
      await choice(page, RIGHT_ANSWER).tap();
      await page.getByRole("button", { name: say("fr", "app.quiz.check") }).tap();
      await expect(feedback(page)).toContainText(say("fr", "app.quiz.right"));
    }
    await page.getByRole("button", { name: say("fr", "app.quiz.finish") }).tap();

    // The score, and the question missed with its rule, which Back returns from to the results.
    const score = page.locator(".quiz-results h2");
    await expect(score).toHaveText(say("fr", "app.quiz.score", { score: ROUND - 1, total: ROUND }));
    await expect(score).toBeFocused();
    const item = page.locator(".quiz-missed__item");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(missed.question);
    await readRuleAndComeBack(page, missed, "fr", () => item.getByRole("link").tap());
    await expect(score).toHaveText(say("fr", "app.quiz.score", { score: ROUND - 1, total: ROUND }));
    expect(await horizontalOverflow(page)).toEqual([]);
    await expect(page).toHaveNoAxeViolations();

    // Try again, right under the score (the missed questions can run for screens): a new round.
    const retries = page.getByRole("button", { name: say("fr", "app.quiz.retry") });
    await expect(retries).toHaveCount(2);
    await score.scrollIntoViewIfNeeded();
    await expect(retries.first()).toBeInViewport();
    await retries.first().tap();
    await expect(step(page)).toHaveText(say("fr", "app.quiz.progress", { number: 1, total: ROUND }));
    await expect(step(page)).toBeFocused();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe("a newcomer with the keyboard only", () => {
  test.use({ viewport: { width: 1366, height: 800 }, reducedMotion: "reduce" });

  /** Presses Tab until `name` has focus (at most 80 times). */
  async function tabTo(page: Page, role: "link" | "button", name: string) {
    const target = page.getByRole(role, { name, exact: true });
    for (let press = 0; press < 80; press += 1) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error(`Tab never reached the ${role} "${name}"`);
  }

  /** Picks an answer with the keys (a wrong one, or the right one), then checks it with Enter. */
  async function answerWithKeys(page: Page, right: boolean) {
    // From the question's heading, Tab enters the radio group on its first button; Space chooses
    // it, the arrows choose another.
    const first = page.locator(".quiz-choice input").first();
    if (!(await first.evaluate((element) => element === document.activeElement)))
      await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Space");
    const count = await page.locator(".quiz-choice").count();
    for (let press = 0; press < count; press += 1) {
      const value = Number(await page.locator(".quiz-choice input:checked").getAttribute("value"));
      if ((value === RIGHT_ANSWER) === right) break;
      await page.keyboard.press("ArrowDown");
    }
    await page.keyboard.press("Enter");
  }

  test("takes the quiz from /play, follows a missed question's rule and comes back to it, then tries again", async ({
    page,
    problems,
  }) => {
    // A whole round: ten questions and a trip to the rulebook and back.
    test.slow();
    await page.goto("/play");
    await expect(page).toBeHydrated();
    await tabTo(page, "link", say("fr", "app.quiz.link"));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/quiz");
    await tabTo(page, "button", say("fr", "app.quiz.start.button"));
    await page.keyboard.press("Enter");
    await expect(step(page)).toBeFocused();

    // Enter without a choice asks for one.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(say("fr", "app.quiz.chooseFirst"));

    const missed = await questionOnScreen(page);
    await answerWithKeys(page, false);
    await expect(feedback(page)).toContainText(say("fr", "app.quiz.wrong"));
    const next = page.getByRole("button", { name: say("fr", "app.quiz.next") });
    await expect(next).toBeFocused();

    // Back from the rule puts focus on the link followed.
    await page.keyboard.press("Shift+Tab");
    const rule = feedback(page).getByRole("link");
    await expect(rule).toBeFocused();
    await readRuleAndComeBack(page, missed, "fr", () => page.keyboard.press("Enter"));
    await expect(legend(page)).toHaveText(missed.question);
    await expect(rule).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    for (let number = 2; number <= ROUND; number += 1) {
      await expect(step(page)).toBeFocused();
      await expect(step(page)).toHaveText(say("fr", "app.quiz.progress", { number, total: ROUND }));
      await answerWithKeys(page, true);
      await expect(feedback(page)).toContainText(say("fr", "app.quiz.right"));
      await page.keyboard.press("Enter");
    }
    const score = page.locator(".quiz-results h2");
    await expect(score).toBeFocused();
    await expect(score).toHaveText(say("fr", "app.quiz.score", { score: ROUND - 1, total: ROUND }));

    // Tab reaches "try again" beside the score, the missed question's rule, then "try again" after it.
    const retries = page.getByRole("button", { name: say("fr", "app.quiz.retry") });
    await page.keyboard.press("Tab");
    await expect(retries.first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator(".quiz-missed__item").getByRole("link")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(retries.last()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(step(page)).toBeFocused();
    await expect(step(page)).toHaveText(say("fr", "app.quiz.progress", { number: 1, total: ROUND }));
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe("an Arabic-speaking newcomer on a phone", () => {
  test.use(PHONE);

  test("has the interface right to left and the French questions left to right, and comes back from a rule", async ({
    page,
    problems,
  }) => {
    await page.goto("/ar/play");
    await expect(page).toBeHydrated();
    await page
      .locator(".play-step")
      .nth(2)
      .getByRole("link", { name: say("ar", "app.quiz.link") })
      .tap();
    await expect(page).toHaveURL((url) => url.pathname === "/ar/quiz");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // The notice that the questions are French, as the rulebook's pages say theirs.
    await expect(page.getByRole("note")).toHaveText(say("ar", "app.quiz.frenchOnly"));

    await page.getByRole("button", { name: say("ar", "app.quiz.start.button") }).tap();
    await expect(step(page)).toHaveText(say("ar", "app.quiz.progress", { number: 1, total: ROUND }));
    const direction = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).direction);
    expect(await direction("#quiz-step-title")).toBe("rtl");
    await expect(page.locator("fieldset.quiz-question")).toHaveAttribute("lang", "fr");
    expect(await direction(".quiz-question legend")).toBe("ltr");
    expect(await direction(".quiz-choice__text")).toBe("ltr");

    const missed = await questionOnScreen(page);
    await choice(page, WRONG).tap();
    await page.getByRole("button", { name: say("ar", "app.quiz.check") }).tap();
    await expect(feedback(page)).toContainText(say("ar", "app.quiz.wrong"));
    await expect(choice(page, WRONG).locator(".quiz-choice__mark")).toHaveAttribute("lang", "ar");
    expect(await direction(".quiz-card__feedback p[lang='fr']")).toBe("ltr");
    expect(await horizontalOverflow(page)).toEqual([]);
    await expect(page).toHaveNoAxeViolations();

    // The rule opens in Arabic (the article's French text under the Arabic frame), and Back returns.
    const rule = feedback(page).getByRole("link");
    await expect(rule).toHaveAttribute("href", localizePath("ar", missed.rule.href));
    await readRuleAndComeBack(page, missed, "ar", () => rule.tap());
    await expect(legend(page)).toHaveText(missed.question);
    await expect(feedback(page)).toContainText(say("ar", "app.quiz.wrong"));
    await page.getByRole("button", { name: say("ar", "app.quiz.next") }).tap();
    await expect(step(page)).toHaveText(say("ar", "app.quiz.progress", { number: 2, total: ROUND }));
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe("a newcomer on a phone who misses every question of a first round", () => {
  test.use(PHONE);

  for (const locale of ["fr", "ar"] as const) {
    test(`is not told it is a best score, and finds another round beside the score (${locale})`, async ({
      page,
    }) => {
      test.slow();
      await page.goto(localizePath(locale, "/quiz"));
      await expect(page).toBeHydrated();
      await page.getByRole("button", { name: say(locale, "app.quiz.start.button") }).tap();
      for (let number = 1; number <= ROUND; number += 1) {
        await expect(step(page)).toHaveText(say(locale, "app.quiz.progress", { number, total: ROUND }));
        await choice(page, WRONG).tap();
        await page.getByRole("button", { name: say(locale, "app.quiz.check") }).tap();
        await expect(feedback(page)).toContainText(say(locale, "app.quiz.wrong"));
        await page
          .getByRole("button", { name: say(locale, number === ROUND ? "app.quiz.finish" : "app.quiz.next") })
          .tap();
      }
      const results = page.locator(".quiz-results");
      await expect(results.locator("h2")).toHaveText(
        say(locale, "app.quiz.score", { score: 0, total: ROUND }),
      );
      await expect(results).not.toContainText(say(locale, "app.quiz.newBest"));
      // Ten missed questions run for screens: another round is on the first one, under the score.
      const retry = page.getByRole("button", { name: say(locale, "app.quiz.retry") }).first();
      await expect(retry).toBeInViewport();
      await retry.tap();
      await expect(step(page)).toHaveText(say(locale, "app.quiz.progress", { number: 1, total: ROUND }));
    });
  }
});

test.describe("a newcomer whose browser runs no JavaScript", () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test("reads every question with its answers, and opens each answer with its explanation and rule", async ({
    page,
  }) => {
    const { questions } = await quizPool();
    await page.goto("/play");
    await page
      .locator(".play-step")
      .nth(2)
      .getByRole("link", { name: say("fr", "app.quiz.link") })
      .tap();
    await expect(page).toHaveURL((url) => url.pathname === "/quiz");
    // No round to start: the list takes its place.
    await expect(page.locator(".quiz-round")).toBeHidden();
    const items = page.locator(".quiz-study__question");
    await expect(items).toHaveCount(questions.length);
    await expect(items.locator(".quiz-study__text")).toHaveText(
      questions.map((question) => question.question),
    );

    // One question, its answer hidden until asked for.
    const question = questions[0]!;
    const item = items.first();
    await expect(item.locator(".quiz-study__answers li")).toHaveCount(question.answers.length);
    const explanation = item.getByText(question.explanation);
    await expect(explanation).toBeHidden();
    await item.locator("summary").tap();
    await expect(explanation).toBeVisible();
    await expect(item.locator("details")).toContainText(question.answers[RIGHT_ANSWER]!);
    expect(await horizontalOverflow(page)).toEqual([]);

    // Its rule, a plain link; Back comes back to the list.
    await readRuleAndComeBack(page, question, "fr", () => item.getByRole("link").tap());
    await expect(items).toHaveCount(questions.length);
  });
});
