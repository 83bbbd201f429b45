import { describe, expect, it } from "vitest";
import { keepPageData, overlayOf } from "./overlay-history";

const args = (current: string, next: string, formMethod?: "POST") => ({
  currentUrl: new URL(current, "https://site.test"),
  nextUrl: new URL(next, "https://site.test"),
  currentParams: {},
  nextParams: {},
  formMethod,
  defaultShouldRevalidate: true,
});

describe("overlayOf", () => {
  it("reads the popup a history entry belongs to", () => {
    expect(overlayOf({ overlay: "image" })).toBe("image");
    expect(overlayOf({ focusTarget: true })).toBeUndefined();
    expect(overlayOf(null)).toBeUndefined();
    expect(overlayOf("image")).toBeUndefined();
  });
});

describe("keepPageData", () => {
  it("keeps the data on the same address, hash or not", () => {
    expect(keepPageData(args("/notice/a/b/c", "/notice/a/b/c"))).toBe(false);
    expect(keepPageData(args("/notice/a/b/c#x", "/notice/a/b/c"))).toBe(false);
  });

  it("leaves other navigations to React Router", () => {
    expect(keepPageData(args("/notice/a/b/c", "/notice/a/b/d"))).toBe(true);
    expect(keepPageData(args("/notice/a/b/c", "/notice/a/b/c?q=x"))).toBe(true);
    expect(keepPageData(args("/notice/a/b/c", "/notice/a/b/c", "POST"))).toBe(true);
  });
});
