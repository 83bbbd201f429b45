import { describe, expect, it } from "vitest";
import { merge3 } from "./merge";

const text = (...lines: string[]) => lines.join("\n");
const BASE = text(
  "---",
  "title: Prison",
  "order: 3",
  "---",
  "",
  "Premier paragraphe.",
  "",
  "Deuxième paragraphe.",
  "",
);

describe("two people's changes to one file", () => {
  it("keeps both when they touch other lines", () => {
    const mine = BASE.replace("order: 3", "order: 4");
    const theirs = BASE.replace("Deuxième paragraphe.", "Deuxième paragraphe, corrigé.");
    expect(merge3(BASE, mine, theirs)).toEqual({
      clean: true,
      text: BASE.replace("order: 3", "order: 4").replace(
        "Deuxième paragraphe.",
        "Deuxième paragraphe, corrigé.",
      ),
    });
  });

  it("keeps both when they touch neighbouring lines", () => {
    const mine = BASE.replace("title: Prison", "title: La prison");
    const theirs = BASE.replace("order: 3", "order: 9");
    const merged = merge3(BASE, mine, theirs);
    expect(merged.clean && merged.text).toBe(
      BASE.replace("title: Prison", "title: La prison").replace("order: 3", "order: 9"),
    );
  });

  it("keeps both additions at the same place, the colleague's first (two change entries stay in time order)", () => {
    const base = text("changes:", "  - date: 2026-11-20", "    summary: Un.", "---", "Texte.");
    const theirs = base.replace(
      "    summary: Un.",
      "    summary: Un.\n  - date: 2026-11-21\n    summary: Deux.",
    );
    const mine = base.replace(
      "    summary: Un.",
      "    summary: Un.\n  - date: 2026-11-22\n    summary: Trois.",
    );
    const merged = merge3(base, mine, theirs);
    expect(merged.clean && merged.text).toBe(
      base.replace(
        "    summary: Un.",
        "    summary: Un.\n  - date: 2026-11-21\n    summary: Deux.\n  - date: 2026-11-22\n    summary: Trois.",
      ),
    );
  });

  it("takes the same change made on both sides once", () => {
    const same = BASE.replace("order: 3", "order: 5");
    expect(merge3(BASE, same, same)).toEqual({ clean: true, text: same });
  });

  it("takes theirs when this side changed nothing, and mine when they changed nothing", () => {
    const changed = BASE.replace("order: 3", "order: 5");
    expect(merge3(BASE, BASE, changed)).toEqual({ clean: true, text: changed });
    expect(merge3(BASE, changed, BASE)).toEqual({ clean: true, text: changed });
  });

  it("reports the lines both changed differently, with each version, and settles them either way keeping the rest", () => {
    const mine = BASE.replace("Premier paragraphe.", "Premier paragraphe, ma version.").replace(
      "order: 3",
      "order: 4",
    );
    const theirs = BASE.replace("Premier paragraphe.", "Premier paragraphe, sa version.").replace(
      "Deuxième paragraphe.",
      "Deuxième, revu.",
    );
    const merged = merge3(BASE, mine, theirs);
    expect(merged.clean).toBe(false);
    if (merged.clean) return;
    expect(merged.conflicts).toEqual([
      {
        base: ["Premier paragraphe."],
        mine: ["Premier paragraphe, ma version."],
        theirs: ["Premier paragraphe, sa version."],
      },
    ]);
    const kept = (first: string) =>
      BASE.replace("order: 3", "order: 4")
        .replace("Premier paragraphe.", first)
        .replace("Deuxième paragraphe.", "Deuxième, revu.");
    expect(merged.resolve("mine")).toBe(kept("Premier paragraphe, ma version."));
    expect(merged.resolve("theirs")).toBe(kept("Premier paragraphe, sa version."));
  });

  it("sees a line one side deleted and the other changed as a conflict", () => {
    const mine = BASE.replace("Deuxième paragraphe.\n", "");
    const theirs = BASE.replace("Deuxième paragraphe.", "Deuxième paragraphe modifié.");
    const merged = merge3(BASE, mine, theirs);
    expect(merged.clean).toBe(false);
  });
});
