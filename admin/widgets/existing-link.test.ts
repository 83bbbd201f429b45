import { describe, expect, it } from "vitest";
import { findWrittenLink, linkAround } from "./existing-link";

const LINE = "Voir [le prêt entre amis](/notice/game/vehicles/pret) et ![plan](/img/plan.webp).";

describe("the link the caret is in", () => {
  it("is found from a caret in its words, a selection of its words, its address or the whole link", () => {
    const whole = { start: 5, end: 53, words: "le prêt entre amis", href: "/notice/game/vehicles/pret" };
    expect(LINE.slice(whole.start, whole.end)).toBe("[le prêt entre amis](/notice/game/vehicles/pret)");
    expect(linkAround(LINE, 10, 10)).toEqual(whole);
    expect(linkAround(LINE, 6, 24)).toEqual(whole);
    expect(linkAround(LINE, 30, 30)).toEqual(whole);
    expect(linkAround(LINE, 5, 53)).toEqual(whole);
  });

  it("is none outside a link, after its end, or in an image", () => {
    expect(linkAround(LINE, 2, 2)).toBeUndefined();
    expect(linkAround(LINE, 53, 53)).toBeUndefined();
    expect(linkAround(LINE, 60, 60)).toBeUndefined();
    expect(linkAround(LINE, 57, 57)).toBeUndefined();
    expect(linkAround(LINE, 3, 20)).toBeUndefined();
  });

  it("keeps words with escaped brackets, and an address with parentheses", () => {
    const line = "[les \\[règles\\]](/notice/a_(b)) ici";
    expect(linkAround(line, 3, 3)).toEqual({
      start: 0,
      end: 31,
      words: "les [règles]",
      href: "/notice/a_(b)",
    });
  });
});

describe("a refused link in the editor's lines", () => {
  const lines = ["# Titre", "Voir [a](/x) puis [b](/y).", "", "Encore [c](/x), et ![image](/x)."];

  it("is the first link to its address, or the nth when several point there", () => {
    expect(findWrittenLink(lines, { href: "/y" })).toMatchObject({ line: 1, start: 18, words: "b" });
    expect(findWrittenLink(lines, { href: "/x" })).toMatchObject({ line: 1, start: 5, words: "a" });
    expect(findWrittenLink(lines, { href: "/x" }, 1)).toMatchObject({ line: 3, start: 7, words: "c" });
  });

  it("is none when no written link has that address (an image's is not a link's)", () => {
    expect(findWrittenLink(lines, { href: "/x" }, 2)).toBeUndefined();
    expect(findWrittenLink(lines, { href: "/z" })).toBeUndefined();
  });
});
