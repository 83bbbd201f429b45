// @vitest-environment happy-dom
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUIZ } from "~/config/quiz";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { messagesFor } from "~/i18n/messages";
import type { Locale } from "~/i18n/locales";
import { formatText } from "~/i18n/format";
import { fixturePool } from "~/quiz/fixture.test-support";
import { RIGHT_ANSWER } from "~/quiz/model";
import { QuizRound } from "./QuizRound";

const pool = fixturePool();
const byText = new Map(pool.map((question) => [question.question, question]));

/** A catalogue message as the page shows it, placeholders filled. */
const text = (
  key: Parameters<typeof formatText>[2],
  values?: Record<string, string | number>,
  locale: Locale = "fr",
) => formatText(locale, messagesFor(locale), key, values);

/** What the round shows: queries within it only (other files' leftovers may share the document). */
let screen: ReturnType<typeof within>;

function renderRound(locale: Locale = "fr") {
  const view = render(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <QuizRound questions={pool} />
      </MemoryRouter>
    </LocaleProvider>,
  );
  screen = within(view.container);
  return view;
}

/** The question on screen, found in the pool by its French text. */
function questionOnScreen() {
  const legend = screen.getByRole("group").querySelector("legend")!;
  return byText.get(legend.textContent!)!;
}

/** Chooses the right or a wrong answer of the question on screen, and checks it. */
function answer(right: boolean) {
  const question = questionOnScreen();
  const wanted = right ? RIGHT_ANSWER : 1;
  fireEvent.click(screen.getByRole("radio", { name: question.answers[wanted] }));
  fireEvent.click(screen.getByRole("button", { name: text("app.quiz.check") }));
  return question;
}

const kept = () => (window.history.state as { brumesQuizRound?: unknown } | null)?.brumesQuizRound;

beforeEach(() => {
  window.history.replaceState(null, "");
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("a practice round", () => {
  it("asks one question at a time as a group of radio buttons, in French, and focuses its step", () => {
    renderRound("ar");
    fireEvent.click(screen.getByRole("button", { name: text("app.quiz.start.button", {}, "ar") }));
    const step = screen.getByRole("heading", { level: 2 });
    expect(step.textContent).toBe(text("app.quiz.progress", { number: 1, total: QUIZ.roundSize }, "ar"));
    expect(document.activeElement).toBe(step);
    const group = screen.getByRole("group");
    expect(group.getAttribute("lang")).toBe("fr");
    expect(group.getAttribute("dir")).toBe("ltr");
    expect(within(group).getAllByRole("radio")).toHaveLength(questionOnScreen().answers.length);
  });

  it("asks for an answer before checking, then says wrong, gives the right answer, why and the rule", () => {
    renderRound();
    fireEvent.click(screen.getByRole("button", { name: text("app.quiz.start.button") }));
    fireEvent.click(screen.getByRole("button", { name: text("app.quiz.check") }));
    expect(screen.getByRole("alert").textContent).toBe(text("app.quiz.chooseFirst"));
    expect(document.activeElement).toBe(screen.getAllByRole("radio")[0]);

    const question = answer(false);
    const status = screen.getByRole("status");
    expect(status.textContent).toContain(text("app.quiz.wrong"));
    expect(status.textContent).toContain(question.answers[RIGHT_ANSWER]);
    expect(status.textContent).toContain(question.explanation);
    const rule = within(status).getByRole("link");
    expect(rule.getAttribute("href")).toBe(question.rule.href);
    // The answers are locked, and focus is on the way on.
    for (const radio of screen.getAllByRole("radio")) expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: text("app.quiz.next") }));
  });

  it("keeps the round in the history entry, and comes back to it (and to the rule link followed)", () => {
    renderRound();
    fireEvent.click(screen.getByRole("button", { name: text("app.quiz.start.button") }));
    const question = answer(false);
    const link = within(screen.getByRole("status")).getByRole("link");
    // Following the link: the router would leave the page now.
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(kept()).toMatchObject({ current: 0, picks: [1], followed: link.id });
    cleanup();

    // Back: the page is rendered again on the same entry.
    renderRound();
    expect(questionOnScreen()).toBe(question);
    expect(screen.getByRole("status").textContent).toContain(text("app.quiz.wrong"));
    expect(document.activeElement?.id).toBe(link.id);
  });

  it("ends with the score, the missed questions with their rules, keeps the best score, and starts again", () => {
    renderRound();
    fireEvent.click(screen.getByRole("button", { name: text("app.quiz.start.button") }));
    const wrong = [];
    for (let step = 1; step <= QUIZ.roundSize; step += 1) {
      if (step % 3 === 0) wrong.push(answer(false));
      else answer(true);
      const last = step === QUIZ.roundSize;
      fireEvent.click(screen.getByRole("button", { name: text(last ? "app.quiz.finish" : "app.quiz.next") }));
    }
    const score = QUIZ.roundSize - wrong.length;
    const heading = screen.getByRole("heading", { level: 2 });
    expect(heading.textContent).toBe(text("app.quiz.score", { score, total: QUIZ.roundSize }));
    expect(document.activeElement).toBe(heading);
    expect(heading.parentElement!.textContent).toContain(text("app.quiz.newBest"));
    const missed: HTMLElement[] = screen.getAllByRole("listitem");
    expect(missed.map((item) => item.querySelector("p")!.textContent)).toEqual(wrong.map((q) => q.question));
    expect(missed.map((item) => within(item).getByRole("link").getAttribute("href"))).toEqual(
      wrong.map((q) => q.rule.href),
    );
    expect(JSON.parse(localStorage.getItem("brumes.quiz.best")!)).toEqual({ score, total: QUIZ.roundSize });
    // Another round is offered right under the score, and again after the missed questions.
    const retries = screen.getAllByRole("button", { name: text("app.quiz.retry") });
    expect(retries).toHaveLength(2);
    expect(heading.compareDocumentPosition(retries[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(retries[0]!.compareDocumentPosition(missed[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      missed.at(-1)!.compareDocumentPosition(retries[1]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    fireEvent.click(retries[0]!);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(
      text("app.quiz.progress", { number: 1, total: QUIZ.roundSize }),
    );
    expect(kept()).toMatchObject({ current: 0, picks: [] });
  });

  /** Plays a whole round, each answer right or wrong as `right(step)` says; returns the results' text. */
  function playRound(right: (step: number) => boolean) {
    for (let step = 1; step <= QUIZ.roundSize; step += 1) {
      answer(right(step));
      const last = step === QUIZ.roundSize;
      fireEvent.click(screen.getByRole("button", { name: text(last ? "app.quiz.finish" : "app.quiz.next") }));
    }
    return screen.getByRole("heading", { level: 2 }).parentElement!.textContent;
  }

  it("praises no round without a right answer, not even a first one, and keeps no such best score", () => {
    renderRound();
    fireEvent.click(screen.getByRole("button", { name: text("app.quiz.start.button") }));
    const results = playRound(() => false);
    expect(results).toContain(text("app.quiz.score", { score: 0, total: QUIZ.roundSize }));
    expect(results).not.toContain(text("app.quiz.newBest"));
    expect(localStorage.getItem("brumes.quiz.best")).toBeNull();

    // The next round with one right answer is the first best score; a later 0 shows that best.
    fireEvent.click(screen.getAllByRole("button", { name: text("app.quiz.retry") })[0]!);
    expect(playRound((step) => step === 1)).toContain(text("app.quiz.newBest"));
    fireEvent.click(screen.getAllByRole("button", { name: text("app.quiz.retry") })[0]!);
    const after = playRound(() => false);
    expect(after).not.toContain(text("app.quiz.newBest"));
    expect(after).toContain(text("app.quiz.best", { score: 1, total: QUIZ.roundSize }));
  });

  it("works where the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(window.history, "replaceState").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    renderRound();
    fireEvent.click(screen.getByRole("button", { name: text("app.quiz.start.button") }));
    answer(true);
    expect(screen.getByRole("status").textContent).toContain(text("app.quiz.right"));
  });
});
