import { afterEach, describe, expect, it, vi } from "vitest";
import { guardNoticeNavigation } from "./client-guard";
import { isKnownNoticePath, movedNoticePath } from "./known-paths";

async function navigate(url: string) {
  const serverLoader = vi.fn(async () => "page data");
  try {
    return { data: await guardNoticeNavigation(new Request(`https://www.brumes-rp.fr${url}`), serverLoader) };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 302)
      return { redirect: thrown.headers.get("Location") };
    throw thrown;
  }
}

describe("client-side navigation in the rulebook", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("knows every page, the change log included", () => {
    expect(isKnownNoticePath("/notice/changes")).toBe(true);
    expect(isKnownNoticePath("/notice/game/character/life-expectancy/")).toBe(true);
    expect(isKnownNoticePath("/notice/game/character/expectancy")).toBe(false);
    expect(movedNoticePath("/notice/game/character/expectancy")).toBe(
      "/notice/game/character/life-expectancy",
    );
  });

  it("loads known pages, sends old paths to their article and anything else to /notice", async () => {
    expect(await navigate("/notice/game/justice/penal")).toEqual({ data: "page data" });
    expect(await navigate("/notice/game/prison/enter")).toEqual({ redirect: "/notice/game/prison/entry" });
    expect(await navigate("/notice/game/prison/nothing")).toEqual({ redirect: "/notice" });
  });

  it("stays in the reader's language", async () => {
    expect(await navigate("/en/notice/game/prison/enter")).toEqual({
      redirect: "/en/notice/game/prison/entry",
    });
    expect(await navigate("/de/notice/game/prison/nothing")).toEqual({ redirect: "/de/notice" });
    expect(await navigate("/ar/notice/changes")).toEqual({ data: "page data" });
  });

  it("keeps the section's hash when the browser is at the old address", async () => {
    vi.stubGlobal("window", { location: { pathname: "/notice/game/character/expectancy", hash: "#s-24-h" } });
    expect(await navigate("/notice/game/character/expectancy")).toEqual({
      redirect: "/notice/game/character/life-expectancy#s-24-h",
    });
  });
});
