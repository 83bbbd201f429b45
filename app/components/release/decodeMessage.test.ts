import { describe, expect, it } from "vitest";
import { RELEASE_MESSAGES } from "~/data/release";
import { releaseMessagesSchema } from "~/data/release-schema";
import { LOCALES } from "~/i18n/locales";
import { decodeBase64Utf8 } from "./decodeMessage";

describe("decodeBase64Utf8", () => {
  it("keeps accents and non-Latin letters", () => {
    expect(decodeBase64Utf8(Buffer.from("Dernière étape", "utf8").toString("base64"))).toBe("Dernière étape");
    expect(decodeBase64Utf8(Buffer.from("Сюрприз ждёт", "utf8").toString("base64"))).toBe("Сюрприз ждёт");
  });

  it("rejects bytes that are not UTF-8", () => {
    expect(() => decodeBase64Utf8(Buffer.from([0xff, 0xfe, 0xfd]).toString("base64"))).toThrow();
  });
});

describe("release messages", () => {
  it("exist for every language and send the visitor to a staff member on Discord", () => {
    for (const locale of LOCALES) {
      const message = decodeBase64Utf8(RELEASE_MESSAGES[locale]);
      expect(message, locale).toContain("Discord");
      expect(message, locale).toContain("brume dorée");
    }
    expect(decodeBase64Utf8(RELEASE_MESSAGES.fr)).toMatch(/membre du staff/);
  });

  it("are not stored in clear text", () => {
    for (const locale of LOCALES) expect(RELEASE_MESSAGES[locale]).not.toMatch(/Discord|\s/);
  });

  it("reject a missing language or text that is not base64", () => {
    const valid = { ...RELEASE_MESSAGES };
    expect(releaseMessagesSchema.safeParse(valid).success).toBe(true);
    const { ar: _ar, ...withoutArabic } = valid;
    expect(releaseMessagesSchema.safeParse(withoutArabic).success).toBe(false);
    expect(releaseMessagesSchema.safeParse({ ...valid, fr: "pas du base64 !" }).success).toBe(false);
  });
});
