import { describe, expect, it } from "vitest";
import { rejectPath, sanitizeRange } from "./app";

describe("rejectPath", () => {
  it("lets ordinary paths through", () => {
    expect(rejectPath("/")).toBeNull();
    expect(rejectPath("/notice/game/character/ability?x=1#y")).toBeNull();
    expect(rejectPath("/img/team/n%C3%A9o.webp")).toBeNull();
  });

  it("refuses traversal, encoded separators, NUL and bad encoding with 400, overlong URLs with 414", () => {
    for (const url of [
      "/../etc/passwd",
      "/a/%2e%2e/b",
      "/a%2fb",
      "/a%5cb",
      "/%00",
      "/a\\b",
      "/%E0%A4%A",
      "/%",
      "relative",
    ]) {
      expect(rejectPath(url), url).toBe(400);
    }
    expect(rejectPath(`/${"a".repeat(3000)}`)).toBe(414);
  });
});

describe("sanitizeRange", () => {
  it("keeps simple byte ranges", () => {
    expect(sanitizeRange("bytes=0-99")).toBe("bytes=0-99");
    expect(sanitizeRange("bytes=100-")).toBe("bytes=100-");
  });

  it("drops ranges sirv would answer wrongly, so the whole file is sent", () => {
    for (const header of [
      "bytes=5-2",
      "bytes=-100",
      "bytes=abc",
      "bytes=0-1,5-9",
      "items=0-5",
      `bytes=${"9".repeat(30)}-`,
    ]) {
      expect(sanitizeRange(header), header).toBeUndefined();
    }
    expect(sanitizeRange(undefined)).toBeUndefined();
  });
});
