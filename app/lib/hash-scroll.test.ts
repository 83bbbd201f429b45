// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import {
  FOCUS_TARGET_STATE,
  focusNavigationTarget,
  hashScrollTarget,
  idFromHash,
  wantsFocusTarget,
} from "./hash-scroll";

describe("idFromHash", () => {
  it("accepts the ids the site generates", () => {
    expect(idFromHash("#intellectual")).toBe("intellectual");
    expect(idFromHash("#points-de-competence")).toBe("points-de-competence");
    expect(idFromHash("law")).toBe("law");
  });

  it("rejects empty, hostile, numeric and badly encoded hashes", () => {
    expect(idFromHash("")).toBeNull();
    expect(idFromHash("#")).toBeNull();
    expect(idFromHash('#"><img src=x onerror=alert(1)>')).toBeNull();
    expect(idFromHash("#%22%3E%3Cimg%3E")).toBeNull();
    expect(idFromHash("#1")).toBeNull();
    expect(idFromHash("#%E0%A4%A")).toBeNull();
    expect(idFromHash(`#a${"b".repeat(500)}`)).toBeNull();
  });
});

describe("hashScrollTarget", () => {
  it("places the element below the header plus the 10 px gap", () => {
    expect(hashScrollTarget(600, 0, 85)).toBe(505);
    expect(hashScrollTarget(200, 1000, 64)).toBe(1126);
  });

  it("never scrolls above the top", () => {
    expect(hashScrollTarget(20, 0, 85)).toBe(0);
  });
});

describe("focusNavigationTarget", () => {
  it("focuses the element the hash names, or the main heading, making it focusable without a tab stop", () => {
    document.body.innerHTML =
      '<main><h1>Titre</h1><h2 id="section">Section</h2><a id="link" href="/x">x</a></main>';
    expect(focusNavigationTarget("#section")).toBe(true);
    expect(document.activeElement?.id).toBe("section");
    expect(document.getElementById("section")?.getAttribute("tabindex")).toBe("-1");
    expect(focusNavigationTarget("")).toBe(true);
    expect(document.activeElement?.tagName).toBe("H1");
    // A link keeps its own tab stop.
    expect(focusNavigationTarget("#link")).toBe(true);
    expect(document.getElementById("link")?.hasAttribute("tabindex")).toBe(false);
    expect(focusNavigationTarget("#missing")).toBe(false);
  });

  it("is asked for by the navigation's state only", () => {
    expect(wantsFocusTarget(FOCUS_TARGET_STATE)).toBe(true);
    expect(wantsFocusTarget(null)).toBe(false);
    expect(wantsFocusTarget({ focusTarget: "yes" })).toBe(false);
  });
});
