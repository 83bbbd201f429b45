import { describe, expect, it } from "vitest";
import { MAP } from "~/map/config";
import { sectionsOf } from "./AnchorControl";
import { checkPosition, formatPosition } from "./position";
import { todayInFrance } from "./today";
import { readWholeNumber } from "./whole-number";
import { dayProblem, frenchDay, isoDay, writtenDay } from "./written-day";

describe("the position widget's rules", () => {
  it("accepts a typed x,y,z on the map and refuses one off it or malformed, in French", () => {
    expect(checkPosition(" -512.5, 1024 ,30")).toEqual({ x: -512.5, y: 1024, z: 30 });
    expect(checkPosition(`${MAP.coordinateBound + 1},0,0`)).toMatch(/sort de la carte/);
    expect(checkPosition("12,34")).toMatch(/x,y,z/);
  });

  it("writes positions to the hundredth, as the data files do", () => {
    expect(formatPosition({ x: 1.23456, y: -7.891, z: 30 })).toBe("1.23,-7.89,30");
  });
});

describe("the anchor widget's choices", () => {
  it("are the body's section headings with the site's heading ids", () => {
    const sections = sectionsOf(
      "Intro.\n\n## Le principe {#principe}\n\nTexte.\n\n### Les frais de location\n",
    );
    expect(sections.map((section) => section.id)).toEqual([
      "principe",
      expect.stringMatching(/^[a-z][\w-]*$/),
    ]);
  });

  it("read as the headings' text, numbered only when two headings read the same", () => {
    const sections = sectionsOf(
      "## Le vol {#vol}\n\n### Exemples\n\n## Le recel {#recel}\n\n### Exemples {#ex-recel}\n",
    );
    expect(sections.map((section) => section.label)).toEqual([
      "Le vol",
      "Exemples (1re)",
      "Le recel",
      "Exemples (2e)",
    ]);
  });

  it("are empty, not an error, while a heading is being typed twice", () => {
    expect(sectionsOf("## A {#a}\n\n## B {#a}\n")).toEqual([]);
  });
});

describe("the change entry's day", () => {
  it("is today in France", () => {
    expect(todayInFrance(new Date("2026-11-24T23:30:00Z"))).toBe("2026-11-25");
  });
});

describe("the day written out next to a date field", () => {
  it("reads in French, day before month, whatever the browser's language", () => {
    expect(writtenDay("2026-11-24")).toBe("mardi 24 novembre 2026");
    expect(writtenDay("2026-03-04")).toBe("mercredi 4 mars 2026");
  });

  it("is empty for no day or a day that does not exist", () => {
    expect(writtenDay(undefined)).toBe("");
    expect(writtenDay("2026-02-30")).toBe("");
    expect(writtenDay("24/11/2026")).toBe("");
  });
});

describe("days as French staff write them", () => {
  it("show a stored day JJ/MM/AAAA and store a typed one YYYY-MM-DD", () => {
    expect(frenchDay("2026-11-24")).toBe("24/11/2026");
    expect(isoDay("24/11/2026")).toBe("2026-11-24");
    expect(isoDay(" 3/2/2026 ")).toBe("2026-02-03");
    expect(isoDay("24.11.2026")).toBe("2026-11-24");
  });

  it("keep what is not a day yet as it is, and never read it month first", () => {
    expect(isoDay("24/11/20")).toBeUndefined();
    expect(isoDay("11/24/2026")).toBeUndefined();
    expect(isoDay("31/02/2026")).toBeUndefined();
    expect(frenchDay("24/11")).toBe("24/11");
    expect(frenchDay(undefined)).toBe("");
  });
});

describe("why a typed day is refused", () => {
  const today = "2026-11-24";

  it("accepts a past or present day, and says nothing of an empty field", () => {
    expect(dayProblem("2026-11-24", today)).toBeUndefined();
    expect(dayProblem("2020-02-29", today)).toBeUndefined();
    expect(dayProblem(undefined, today)).toBeUndefined();
  });

  it("names a day that does not exist instead of asking again for the format", () => {
    expect(dayProblem("31/11/2026", today)).toBe(
      "Le 31 novembre 2026 n'existe pas : novembre 2026 n'a que 30 jours.",
    );
    expect(dayProblem("29/02/2026", today)).toMatch(/^Le 29 février 2026 n'existe pas : .* 28 jours\.$/);
    expect(dayProblem("12/13/2026", today)).toMatch(/^Le mois 13 n'existe pas/);
  });

  it("asks for JJ/MM/AAAA for what is not a date, and refuses the future", () => {
    expect(dayProblem("24 novembre", today)).toMatch(/JJ\/MM\/AAAA/);
    expect(dayProblem("2026-11-25", today)).toMatch(/futur/);
  });
});

describe("a whole number as staff type it", () => {
  it("reads digits, a minus sign and spaces between thousands", () => {
    expect(readWholeNumber("12")).toEqual({ value: 12 });
    expect(readWholeNumber(" -3 ")).toEqual({ value: -3 });
    expect(readWholeNumber("1 200")).toEqual({ value: 1200 });
    expect(readWholeNumber("  ")).toEqual({ empty: true });
  });

  it("refuses a decimal comma or point instead of dropping it, and says which whole numbers are near", () => {
    const problem = readWholeNumber("2,5");
    expect(problem).toEqual({ problem: expect.stringMatching(/nombre entier.*\b2\b.*\b3\b/) });
    expect(readWholeNumber("2.5")).toEqual({ problem: expect.stringMatching(/nombre entier/) });
    expect(readWholeNumber("deux")).toEqual({ problem: expect.stringMatching(/chiffres/) });
  });

  it("keeps to the field's limits", () => {
    expect(readWholeNumber("-1", { min: 0 })).toEqual({ problem: expect.stringMatching(/0 ou plus/) });
    expect(readWholeNumber("0", { min: 0 })).toEqual({ value: 0 });
    expect(readWholeNumber("11", { min: 1, max: 10 })).toEqual({
      problem: expect.stringMatching(/de 1 à 10/),
    });
  });
});
