import { afterEach, describe, expect, it, vi } from "vitest";
import { guardNoticeNavigation } from "./client-guard";
import { isKnownNoticePath, movedNoticePath } from "./known-paths";
import { noticeRouting } from "../../scripts/vite-plugins/notice-paths";

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

// The content's own old paths (staff add them with `redirectFrom`); the test needs at least one.
const { redirects } = noticeRouting();
const moved = redirects[0]!;

describe("client-side navigation in the rulebook", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("knows every page, the change log included, and where old paths lead", () => {
    expect(isKnownNoticePath("/notice/changes")).toBe(true);
    expect(isKnownNoticePath(`${moved.to}/`)).toBe(true);
    expect(isKnownNoticePath(moved.from)).toBe(false);
    expect(movedNoticePath(moved.from)).toBe(moved.to);
  });

  it("loads known pages, sends old paths to their article and anything else to /notice", async () => {
    expect(await navigate("/notice/game/justice/penal")).toEqual({ data: "page data" });
    expect(await navigate(moved.from)).toEqual({ redirect: moved.to });
    expect(await navigate("/notice/game/prison/nothing")).toEqual({ redirect: "/notice" });
  });

  it("stays in the reader's language", async () => {
    expect(await navigate(`/en${moved.from}`)).toEqual({ redirect: `/en${moved.to}` });
    expect(await navigate("/de/notice/game/prison/nothing")).toEqual({ redirect: "/de/notice" });
    expect(await navigate("/ar/notice/changes")).toEqual({ data: "page data" });
  });

  it("keeps the section's hash when the browser is at the old address", async () => {
    vi.stubGlobal("window", { location: { pathname: moved.from, hash: "#s-24-h" } });
    expect(await navigate(moved.from)).toEqual({ redirect: `${moved.to}#s-24-h` });
  });
});
