// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { WrittenDay } from "./WrittenDay";

afterEach(cleanup);

const shown = (value: string | undefined) => {
  const { container } = render(<WrittenDay id="day" value={value} />);
  const span = container.querySelector("#day")!;
  return { text: span.textContent, wrong: span.classList.contains("written-day--wrong") };
};

describe("the line under a date field", () => {
  it("writes a valid day out in French", () => {
    expect(shown("2026-11-24")).toEqual({ text: "mardi 24 novembre 2026", wrong: false });
  });

  it("says at once why a whole date is refused: a day in the future, a day that does not exist", () => {
    expect(shown("2099-01-01")).toEqual({ text: "La date ne peut pas être dans le futur.", wrong: true });
    expect(shown("31/11/2026").text).toMatch(/^Le 31 novembre 2026 n'existe pas/);
  });

  it("says nothing once a save has said above the field why it is refused, and writes a good day out", () => {
    const refused = render(<WrittenDay id="day" value="2099-01-01" saidAbove />).container.querySelector(
      "#day",
    )!;
    expect(refused.textContent).toBe("");
    cleanup();
    const fine = render(<WrittenDay id="day" value="2026-11-24" saidAbove />).container.querySelector(
      "#day",
    )!;
    expect(fine.textContent).toBe("mardi 24 novembre 2026");
  });

  it("waits for the year while the date is being typed", () => {
    expect(shown("31/11")).toEqual({ text: "", wrong: false });
  });
});
