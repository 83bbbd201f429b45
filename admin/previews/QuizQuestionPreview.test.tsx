// @vitest-environment happy-dom
import { cleanup, render, within } from "@testing-library/react";
import { fromJS } from "immutable";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { fixturePool } from "~/quiz/fixture.test-support";
import { RIGHT_ANSWER } from "~/quiz/model";
import { QuizQuestionPreview } from "./QuizQuestionPreview";

afterEach(cleanup);

describe("the quiz question preview", () => {
  it("shows the question as /quiz lists it, its answer open, the rule named by the form's choice", async () => {
    const question = fixturePool()[0]!;
    const [right, ...wrong] = question.answers;
    const data = {
      question: question.question,
      answer: right,
      wrongAnswers: wrong,
      explanation: question.explanation,
      rule: question.rule.href,
    };
    const fields = fromJS([
      { name: "question" },
      {
        name: "rule",
        options: [{ value: question.rule.href, label: "Préambule · Bienvenue › Le bon sens" }],
      },
    ]);
    const { container } = render(
      createElement(
        QuizQuestionPreview as never,
        { entry: fromJS({ data, slug: question.id }), fields } as never,
      ),
    );
    const link = await within(container).findByRole("link");
    expect(link.getAttribute("href")).toBe(question.rule.href);
    expect(link.textContent).toContain("Bienvenue › Le bon sens");
    expect(container.querySelector("details")?.open).toBe(true);
    expect(container.querySelectorAll(".quiz-study__answers li")).toHaveLength(question.answers.length);
    expect(container.querySelector("details")?.textContent).toContain(question.answers[RIGHT_ANSWER]);
    expect(container.textContent).toContain(question.explanation);
  });

  it("says what is still missing while the question is new, with no link to nowhere", async () => {
    const { container } = render(
      createElement(
        QuizQuestionPreview as never,
        { entry: fromJS({ data: { answer: "1 heure" } }), fields: fromJS([]) } as never,
      ),
    );
    await within(container).findByText(/Il manque encore la question et la règle\./);
    expect(container.querySelector("a")).toBeNull();
  });
});
