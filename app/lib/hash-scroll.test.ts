import { describe, expect, it } from "vitest";
import { hashScrollTarget, idFromHash } from "./hash-scroll";

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
