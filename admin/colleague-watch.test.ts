// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchColleagues, WATCH_INTERVAL_MS, type WatchedDraft } from "./colleague-watch";

const FILE = "content/notice/game/prison/freedom.md";

function setUp(draft: WatchedDraft | undefined, colleague: () => string | undefined) {
  return setUpReading(draft, colleague, () => undefined);
}

function setUpReading(
  draft: WatchedDraft | undefined,
  colleague: () => string | undefined,
  unreadable: (raw: string) => string | undefined,
) {
  const reloads: string[] = [];
  const told: string[] = [];
  const current = { draft, wrote: false };
  const stop = watchColleagues({
    draft: () => current.draft,
    colleagueSaved: async () => colleague(),
    reload: (collection, slug) => reloads.push(`${collection}/${slug}`),
    tell: (message) => told.push(message),
    nameOf: () => "l'article « Libération » du règlement",
    unreadable: (_path, raw) => unreadable(raw),
    wroteHere: () => current.wrote,
  });
  return { reloads, told, current, stop };
}

const open = (changed: boolean): WatchedDraft => ({
  collection: "notice-game-prison",
  slug: "freedom",
  newRecord: false,
  path: FILE,
  changed,
});

describe("the watch for a colleague's save of the open entry", () => {
  let stops: (() => void)[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
    vi.useRealTimers();
  });

  it("reads an unchanged form again when a colleague saved, and says so, once per save", async () => {
    const colleague: { text?: string } = {};
    const watch = setUp(open(false), () => colleague.text);
    stops.push(watch.stop);
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS);
    expect(watch.reloads).toEqual([]);
    colleague.text = "---\ntitle: Libération\n---\nLeur texte.\n";
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS);
    expect(watch.reloads).toEqual(["notice-game-prison/freedom"]);
    expect(watch.told).toEqual([
      expect.stringMatching(/Libération.*montre maintenant la version enregistrée/),
    ]);
    // The same save of theirs is not told about again every 15 s.
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS * 3);
    expect(watch.told).toHaveLength(1);
  });

  it("tells staff who saved the file themselves that a colleague's version of the same lines was kept", async () => {
    const watch = setUp(open(false), () => "leur texte");
    watch.current.wrote = true;
    stops.push(watch.stop);
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS);
    expect(watch.told).toEqual([
      expect.stringMatching(/Relisez vos derniers changements.*sa version qui a été gardée/),
    ]);
  });

  it("keeps a form with unsaved changes as it is, and says that both will be merged", async () => {
    const watch = setUp(open(true), () => "leur texte");
    stops.push(watch.stop);
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS);
    expect(watch.reloads).toEqual([]);
    expect(watch.told).toEqual([expect.stringMatching(/Vos changements sont toujours dans le formulaire/)]);
  });

  it("looks at once when staff come back to the tab, and never for a new entry", async () => {
    const watch = setUp({ ...open(false), newRecord: true, slug: undefined, path: undefined }, () => "x");
    stops.push(watch.stop);
    window.dispatchEvent(new Event("focus"));
    await vi.advanceTimersByTimeAsync(0);
    expect(watch.reloads).toEqual([]);
    watch.current.draft = open(false);
    window.dispatchEvent(new Event("focus"));
    await vi.advanceTimersByTimeAsync(0);
    expect(watch.reloads).toEqual(["notice-game-prison/freedom"]);
  });

  it("never reads into the form a file that no longer reads: it would show empty fields for a save to write", async () => {
    const watch = setUpReading(
      open(false),
      () => "---\ndescription: a : b\n---\n",
      () => "YAML parsing error",
    );
    stops.push(watch.stop);
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS);
    expect(watch.reloads).toEqual([]);
    expect(watch.told).toEqual([expect.stringMatching(/ne se lit plus.*n'enregistrez pas/)]);
  });

  it("stops looking once stopped", async () => {
    const watch = setUp(open(false), () => "x");
    watch.stop();
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS * 2);
    expect(watch.reloads).toEqual([]);
  });
});
