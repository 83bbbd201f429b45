import { describe, expect, it } from "vitest";
import { entryStep, keepPageData, overlayOf } from "./overlay-history";

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

describe("entryStep", () => {
  const closed = { open: false, ours: false, browserOnEntry: false, added: false, leaving: false };

  it("adds an entry when the popup opens, and closes the popup when Back has left it", () => {
    expect(entryStep({ ...closed, open: true })).toBe("add");
    // Back: the browser leaves first, then the page.
    expect(entryStep({ ...closed, open: true, added: true, ours: true, browserOnEntry: true })).toBe("none");
    expect(entryStep({ ...closed, open: true, added: true, ours: true })).toBe("none");
    expect(entryStep({ ...closed, open: true, added: true, ours: false })).toBe("closedByBack");
  });

  it("takes the entry it is on when the reader comes Forward to it", () => {
    expect(entryStep({ ...closed, open: true, ours: true, browserOnEntry: true })).toBe("adopt");
  });

  it("waits, when reopened at once, for the last close's Back to land, whatever the page's location shows", () => {
    // The page's location has not yet shown the first entry, the browser is still on it.
    expect(entryStep({ ...closed, open: true, browserOnEntry: true, leaving: true })).toBe("wait");
    // The page shows the first entry now, the browser has left it.
    expect(entryStep({ ...closed, open: true, ours: true, leaving: true })).toBe("wait");
    // The page shows an entry the browser has left, by a Back of the reader's own.
    expect(entryStep({ ...closed, open: true, ours: true })).toBe("wait");
  });

  it("does not take a page's location that lags behind the browser for a Back", () => {
    expect(entryStep({ ...closed, open: true, added: true, browserOnEntry: true })).toBe("none");
  });
});
