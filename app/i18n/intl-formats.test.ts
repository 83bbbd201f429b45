import { describe, expect, it } from "vitest";
import { dateFormat, numberFormat, pluralRulesFor } from "./intl-formats";

describe("intl-formats", () => {
  const day = new Date(Date.UTC(2026, 10, 24, 12));

  it("formats as the browser's own formatters do", () => {
    expect(dateFormat("fr", { dateStyle: "long", timeZone: "UTC" }).format(day)).toBe(
      new Intl.DateTimeFormat("fr", { dateStyle: "long", timeZone: "UTC" }).format(day),
    );
    expect(numberFormat("de").format(1234.5)).toBe(new Intl.NumberFormat("de").format(1234.5));
  });

  it("makes one formatter per language and options, not one per call", () => {
    expect(dateFormat("ar", { dateStyle: "long" })).toBe(dateFormat("ar", { dateStyle: "long" }));
    expect(dateFormat("ar", { dateStyle: "long" })).not.toBe(dateFormat("ar", { dateStyle: "short" }));
    expect(dateFormat("ar", { dateStyle: "long" })).not.toBe(dateFormat("ru", { dateStyle: "long" }));
    expect(numberFormat("fr")).toBe(numberFormat("fr"));
    expect(pluralRulesFor("ru", "cardinal")).toBe(pluralRulesFor("ru", "cardinal"));
    expect(pluralRulesFor("ru", "ordinal")).not.toBe(pluralRulesFor("ru", "cardinal"));
    expect(pluralRulesFor("ru", undefined).select(3)).toBe(new Intl.PluralRules("ru").select(3));
  });
});
