import { describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { SITE } from "~/config/site";
import { TERMS_FILE, TERMS_SECTION_IDS, loadTerms, parseTerms } from "./terms.server";

describe("the terms of use", () => {
  it("have the eight sections in order, each with several paragraphs", async () => {
    const terms = await loadTerms();
    expect(terms.sections.map((section) => section.id)).toEqual([...TERMS_SECTION_IDS]);
    for (const id of TERMS_SECTION_IDS) {
      const start = terms.html.indexOf(`id="${id}"`);
      const next = terms.html.indexOf("<h2", start + 1);
      const section = terms.html.slice(start, next === -1 ? undefined : next);
      expect(section.split("<p>").length - 1, id).toBeGreaterThanOrEqual(3);
    }
  });

  it("state the spec's minimum age and how long data is kept", async () => {
    // The date is staff's to change (the schema keeps it a real day, not in the future); the spec's figures stay.
    const terms = await loadTerms();
    // French typography puts non-breaking spaces in the text; the words are the same.
    const text = terms.html.replace(/[\u00a0\u202f]/g, " ");
    expect(text).toContain("18 ans");
    expect(text).toMatch(/(trois|3) ans à compter de votre dernier contact/);
    expect(text).toMatch(/limiter l'accès[^.]*suspendre[^.]*mettre fin/);
    expect(terms.html).toContain(`mailto:${SITE.email}`);
  });

  it("are set in French typography, with their anchors and links untouched", async () => {
    const terms = await loadTerms();
    expect(terms.html).toContain("18\u00a0ans");
    expect(terms.html.replace(/<[^>]*>/g, "")).not.toMatch(/\S [:;?!»]/);
    expect(terms.html).toContain('href="#law"');
    expect(terms.html).toContain(`href="mailto:${SITE.email}"`);
  });

  it("reject a file with a bad date or a missing or renamed section", async () => {
    const source = readFileSync(TERMS_FILE, "utf8");
    await expect(parseTerms(source.replace(/updated: "[^"]*"/, 'updated: "20/07/2023"'))).rejects.toThrow(
      /content\/terms\/terms\.md : champ «\u00a0updated\u00a0»/,
    );
    await expect(parseTerms(source.replace(/updated: "[^"]*"/, 'updated: "2999-01-01"'))).rejects.toThrow(
      /champ «\u00a0updated\u00a0» : ne peut pas être dans le futur/,
    );
    // Just after midnight in France, the editor dates a change with France's day, still tomorrow in UTC.
    vi.useFakeTimers({ now: new Date("2026-11-28T23:30:00Z"), toFake: ["Date"] });
    try {
      await expect(
        parseTerms(source.replace(/updated: "[^"]*"/, 'updated: "2026-11-29"')),
      ).resolves.toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
    await expect(parseTerms(source.replace("{#law}", "{#droit}"))).rejects.toThrow(
      /les sections doivent être/,
    );
    await expect(parseTerms(source.replace(/^---[\s\S]*?---\n/, ""))).rejects.toThrow(/l'en-tête manque/);
  });

  it("reject the rulebook's example blocks, and name the line of an unknown block", async () => {
    const source = readFileSync(TERMS_FILE, "utf8");
    await expect(parseTerms(`${source}\n:::bon\nUne scène.\n:::\n`)).rejects.toThrow(
      /terms\.md : champ «\u00a0body\u00a0» : les blocs « :::bon » et « :::mauvais » sont les exemples de la notice/,
    );
    const line = source.split("\n").length + 1;
    await expect(parseTerms(`${source}\n:::note\nTexte.\n:::\n`)).rejects.toThrow(
      `terms.md : champ «\u00a0body\u00a0» : ligne ${line} : bloc inconnu « :::note »`,
    );
  });
});
