import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { renderMarkdown } from "~/lib/markdown/render";
import { exampleKindLabels, localizeExamples } from "./example-kinds";

describe("the examples' kinds in each language", () => {
  it("are named from the page's catalogue, in its language and direction inside the French text", async () => {
    const { html } = await renderMarkdown(":::bon\nUn.\n:::\n\n:::mauvais\nDeux.\n:::");
    const seen = new Set<string>();
    for (const locale of LOCALES) {
      const labels = await exampleKindLabels(locale);
      expect(labels.good, locale).not.toBe("");
      expect(labels.bad, locale).not.toBe(labels.good);
      seen.add(labels.good);
      const localized = await localizeExamples(html, locale);
      const attributes = locale === "fr" ? "" : ` lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"`;
      expect(localized, locale).toContain(`data-example-kind="good"${attributes}>${labels.good}</span>`);
      expect(localized, locale).toContain(`data-example-kind="bad"${attributes}>${labels.bad}</span>`);
    }
    // Each language its own words.
    expect(seen.size).toBe(LOCALES.length);
  });
});
