import { describe, expect, it } from "vitest";
import {
  draftBases,
  guardBackend,
  installBackendGuard,
  type GuardedBackend,
  nextEntryRead,
} from "./backend-guard";
import { SaveProblemError } from "./save-problems";

const PATH = "content/notice/game/prison/entry.md";

/** A backend over an in-memory repository: the site's branch, and the changes under review. */
function fakeRepository() {
  const site = new Map<string, string>([[PATH, "v0"]]);
  const review = new Map<string, string>();
  const writes: string[] = [];
  const notFound = () => Object.assign(new Error("Not Found"), { status: 404 });
  const backend: GuardedBackend & { api: { forceMergePR: () => Promise<unknown> } } = {
    async getEntry(path) {
      const data = site.get(path);
      if (data === undefined) throw notFound();
      return { file: { path }, data };
    },
    async persistEntry({ dataFiles }, { useWorkflow }) {
      for (const file of dataFiles) {
        (useWorkflow ? review : site).set(file.path, file.raw);
        writes.push(file.raw);
      }
    },
    async unpublishedEntry() {
      return {
        diffs: [...review.keys()].map((path) => ({ path, id: `blob:${path}`, newFile: !site.has(path) })),
      };
    },
    async unpublishedEntryDataFile(_collection, _slug, path) {
      return review.get(path)!;
    },
    async publishUnpublishedEntry() {
      // Like GitHub's backend: a merge that conflicts is forced over the site's version.
      if (review.get(PATH) !== undefined && site.get(PATH) !== "v0") await backend.api.forceMergePR();
      for (const [path, text] of review) site.set(path, text);
      review.clear();
    },
    async updateUnpublishedEntryStatus() {
      throw Object.assign(new Error("Bad credentials"), { status: 401 });
    },
    api: {
      async forceMergePR() {
        writes.push("forced");
      },
    },
  };
  return { site, review, writes, backend };
}

const save = (raw: string, options: { useWorkflow?: boolean; unpublished?: boolean } = {}) => ({
  entry: { dataFiles: [{ path: PATH, slug: "entry", raw }] },
  options: { collectionName: "notice-game-prison", ...options },
});

async function problemOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return error instanceof SaveProblemError ? error.problem : error;
}

describe("a save that would undo a colleague's change", () => {
  it("is refused when the file changed since this editor opened it, and nothing is written", async () => {
    const { site, writes, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    site.set(PATH, "v1 by a colleague");
    const { entry, options } = save("v0 and my change");
    expect(await problemOf(guarded.persistEntry(entry, options))).toBe("conflict");
    expect(writes).toEqual([]);
    expect(site.get(PATH)).toBe("v1 by a colleague");
  });

  it("goes through when nobody else changed it, and again after this editor's own save", async () => {
    const { site, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    const first = save("v1 mine");
    await guarded.persistEntry(first.entry, first.options);
    const second = save("v2 mine");
    await guarded.persistEntry(second.entry, second.options);
    expect(site.get(PATH)).toBe("v2 mine");
  });

  it("is refused when the file was deleted meanwhile, and a new entry is never checked", async () => {
    const { site, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    site.delete(PATH);
    const { entry, options } = save("mine");
    expect(await problemOf(guarded.persistEntry(entry, options))).toBe("conflict");
    expect(await problemOf(guarded.persistEntry(entry, { ...options, newEntry: true }))).toBeUndefined();
  });

  it("in review: refused when a colleague saved the same change under review, or published the file", async () => {
    const { site, review, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    const first = save("v1 in review", { useWorkflow: true });
    await guarded.persistEntry(first.entry, first.options);
    review.set(PATH, "v1 in review, edited by a colleague");
    const again = save("v2 mine", { useWorkflow: true, unpublished: true });
    expect(await problemOf(guarded.persistEntry(again.entry, again.options))).toBe("conflict");
    expect(review.get(PATH)).toBe("v1 in review, edited by a colleague");

    // Read again (the colleague's text), then the site's version changes under the review.
    const diff = (await guarded.unpublishedEntry!({})).diffs[0]!;
    await guarded.unpublishedEntryDataFile!("notice-game-prison", "entry", diff.path, diff.id);
    site.set(PATH, "v0 corrected by a colleague, published");
    expect(await problemOf(guarded.persistEntry(again.entry, again.options))).toBe("conflict");
  });
});

describe("a local backup accepted after a reload", () => {
  it("is refused when the file changed since its draft was made (staff trial 28s: it wrote over the colleague)", async () => {
    const { site, writes, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    const madeFrom = draftBases()!.baseOf(PATH)!;
    // Reload: the colleague's text is read, then the backup made from v0 is offered and accepted.
    site.set(PATH, "v1 by a colleague");
    await guarded.getEntry(PATH);
    draftBases()!.offered(PATH, madeFrom);
    const { entry, options } = save("v0 and my change");
    expect(await problemOf(guarded.persistEntry(entry, options))).toBe("conflict");
    expect(writes).toEqual([]);
  });

  it("once refused, leaves the text read now as the base: the colleague's version saves", async () => {
    const { site, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    site.set(PATH, "v1 by a colleague");
    await guarded.getEntry(PATH);
    draftBases()!.offered(PATH, "v0");
    draftBases()!.dropped(PATH);
    const { entry, options } = save("v1 by a colleague, and my change redone");
    await guarded.persistEntry(entry, options);
    expect(site.get(PATH)).toBe("v1 by a colleague, and my change redone");
  });
});

describe("publishing a change under review", () => {
  it("is refused, without a forced merge, when the site's version changed since it was read", async () => {
    const { site, writes, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    const { entry, options } = save("v1 in review", { useWorkflow: true });
    await guarded.persistEntry(entry, options);
    site.set(PATH, "v0 corrected by a colleague, published");
    expect(await problemOf(guarded.publishUnpublishedEntry!("notice-game-prison", "entry"))).toBe(
      "publish-conflict",
    );
    expect(site.get(PATH)).toBe("v0 corrected by a colleague, published");
    expect(writes).not.toContain("forced");
  });

  it("never forces a merge the backend finds conflicting, even for a review this editor never read", async () => {
    const { site, review, writes, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    review.set(PATH, "v1 in review, from another session");
    site.set(PATH, "v0 corrected by a colleague, published");
    expect(await problemOf(guarded.publishUnpublishedEntry!("notice-game-prison", "entry"))).toBe(
      "publish-conflict",
    );
    expect(writes).not.toContain("forced");
  });

  it("goes through when nobody else changed the file, which then counts as read", async () => {
    const { site, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    const { entry, options } = save("v1 in review", { useWorkflow: true });
    await guarded.persistEntry(entry, options);
    await guarded.publishUnpublishedEntry!("notice-game-prison", "entry");
    expect(site.get(PATH)).toBe("v1 in review");
    const next = save("v2 mine");
    await guarded.persistEntry(next.entry, next.options);
    expect(site.get(PATH)).toBe("v2 mine");
  });
});

describe("waiting for the next entry read", () => {
  it("settles once a read started after the wait has settled, not with one started before", async () => {
    const { backend } = fakeRepository();
    const gates: (() => void)[] = [];
    const getEntry = backend.getEntry.bind(backend);
    backend.getEntry = async (path) => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return getEntry(path);
    };
    const guarded = guardBackend(backend);
    const order: string[] = [];
    const earlier = guarded.getEntry(PATH).then(() => order.push("earlier read"));
    const waited = nextEntryRead().then(() => order.push("waited"));
    // As Decap does: the backup is asked for, then the entry loads (after the media library).
    const entry = guarded.getEntry(PATH).then(() => order.push("entry read"));
    gates[0]!();
    await earlier;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual(["earlier read"]);
    gates[1]!();
    await Promise.all([waited, entry]);
    expect(order).toEqual(["earlier read", "entry read", "waited"]);
  });

  it("gives up after its time when no entry is read", async () => {
    await expect(nextEntryRead(5)).resolves.toBeUndefined();
  });
});

describe("other writes, and the registry", () => {
  it("explain their failures too", async () => {
    const { backend } = fakeRepository();
    expect(await problemOf(guardBackend(backend).updateUnpublishedEntryStatus!())).toBe("expired-login");
  });

  it("guards the backends Decap creates after CMS.init, and skips names it does not know", async () => {
    const { site, backend } = fakeRepository();
    const registered = { init: () => backend };
    installBackendGuard({ getBackend: (name) => (name === "github" ? registered : undefined) }, [
      "github",
      "unknown",
    ]);
    const created = registered.init() as GuardedBackend;
    await created.getEntry(PATH);
    site.set(PATH, "v1 by a colleague");
    const { entry, options } = save("mine");
    expect(await problemOf(created.persistEntry(entry, options))).toBe("conflict");
  });
});
