import { describe, expect, it } from "vitest";
import { termsDataToSave } from "./terms-save";

const OPENED = "---\ntitle: CGU\nupdated: 2023-07-20\n---\n\nVous devez cesser d'utiliser le site.\n";
const TODAY = "2026-11-28";

describe("the terms as they are saved", () => {
  it("take today's date when their text changed and their date did not", () => {
    const saved = termsDataToSave(
      { title: "CGU", updated: "2023-07-20", body: "Nous vous demandons de cesser d'utiliser le site." },
      OPENED,
      TODAY,
    );
    expect(saved).toEqual({
      data: { title: "CGU", updated: TODAY, body: "Nous vous demandons de cesser d'utiliser le site." },
      dated: true,
    });
  });

  it("keep a date staff changed themselves", () => {
    const data = { title: "CGU", updated: "2026-11-01", body: "Autre texte." };
    expect(termsDataToSave(data, OPENED, TODAY)).toEqual({ data, dated: false });
  });

  it("keep their date when only the title or the description changed", () => {
    const data = {
      title: "Conditions",
      updated: "2023-07-20",
      body: "Vous devez cesser d'utiliser le site.",
    };
    expect(termsDataToSave(data, OPENED, TODAY)).toEqual({ data, dated: false });
  });

  it("are saved as they are when the opened file is unknown or unreadable", () => {
    const data = { title: "CGU", updated: "2023-07-20", body: "Autre texte." };
    expect(termsDataToSave(data, undefined, TODAY).dated).toBe(false);
    expect(termsDataToSave(data, "---\n: [\n---\n", TODAY).dated).toBe(false);
  });
});
