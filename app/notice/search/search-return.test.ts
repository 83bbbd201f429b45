// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { rememberSearch, rememberedChoice } from "./search-return";

describe("the search an entry remembers", () => {
  beforeEach(() => {
    window.history.replaceState(
      { usr: { overlay: "search" }, key: "abc", idx: 3 },
      "",
      "/notice/game/vehicles/rent",
    );
  });

  it("keeps the words in the address and the choice in the state, beside the router's own keys", () => {
    rememberSearch("permis de conduire", 4);
    expect(new URL(window.location.href).searchParams.get("q")).toBe("permis de conduire");
    expect(window.history.state).toMatchObject({ usr: { overlay: "search" }, key: "abc", idx: 3 });
    expect(rememberedChoice()).toBe(4);
  });

  it("reads 0 when the entry remembers no choice, or an odd one", () => {
    expect(rememberedChoice()).toBe(0);
    window.history.replaceState({ searchChoice: "3" }, "");
    expect(rememberedChoice()).toBe(0);
    window.history.replaceState(null, "");
    expect(rememberedChoice()).toBe(0);
  });
});
