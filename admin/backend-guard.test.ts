import { describe, expect, it } from "vitest";
import {
  colleagueSaved,
  draftBases,
  guardBackend as guard,
  installBackendGuard,
  type GuardedBackend,
  type GuardHooks,
  nextEntryRead,
  takeMergedPaths,
} from "./backend-guard";
import { SaveProblemError } from "./save-problems";

const PATH = "content/notice/game/prison/entry.md";
/** The file as everyone first read it: three lines, so that two people can change different ones. */
const V0 = "title: Entrée\norder: 1\nTexte.";

/** Staff's answers when both changed the same lines, in order; "cancel" once they run out. */
function hooks(answers: ("mine" | "theirs" | "cancel")[] = [], more: Partial<GuardHooks> = {}) {
  const asked: string[] = [];
  const settle: GuardHooks["settle"] = async (path) => {
    asked.push(path);
    return answers.shift() ?? "cancel";
  };
  return { asked, hooks: { settle, ...more } };
}
const guardBackend = <B extends GuardedBackend>(backend: B, extra: Partial<GuardHooks> = {}) =>
  guard(backend, { ...hooks().hooks, ...extra });

/** A backend over an in-memory repository: the site's branch, and the changes under review. */
function fakeRepository() {
  const site = new Map<string, string>([[PATH, V0]]);
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
      if (
        review.get(PATH) !== undefined &&
        site.get(PATH) !== V0 &&
        !review.get(PATH)!.includes(site.get(PATH)!.split("\n")[0]!)
      )
        await backend.api.forceMergePR();
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

describe("a colleague's save of an open entry, looked for while it is open", () => {
  it("is found once the site's file differs from what this editor read or wrote, never for its own save", async () => {
    const { site, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    expect(await colleagueSaved(PATH)).toBeUndefined();
    const { entry, options } = save(V0.replace("order: 1", "order: 2"));
    await guarded.persistEntry(entry, options);
    expect(await colleagueSaved(PATH)).toBeUndefined();
    const theirs = V0.replace("Texte.", "Texte, corrigé par un collègue.");
    site.set(PATH, theirs);
    expect(await colleagueSaved(PATH)).toBe(theirs);
    // Read again (the form reloaded): nothing new any more.
    await guarded.getEntry(PATH);
    expect(await colleagueSaved(PATH)).toBeUndefined();
  });

  it("is not looked for while this editor saves", async () => {
    const { site, backend } = fakeRepository();
    let finish = () => {};
    const persist = backend.persistEntry.bind(backend);
    backend.persistEntry = async (entry, options) => {
      await new Promise<void>((resolve) => (finish = resolve));
      return persist(entry, options);
    };
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    const { entry, options } = save(V0.replace("order: 1", "order: 2"));
    const saving = guarded.persistEntry(entry, options);
    await new Promise((resolve) => setTimeout(resolve, 0));
    site.set(PATH, "changed meanwhile");
    expect(await colleagueSaved(PATH)).toBeUndefined();
    finish();
    await saving;
  });
});

describe("a save made while a colleague saved the same file", () => {
  it("keeps both changes when they touch other lines, and says the form is to be read again", async () => {
    const { site, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    site.set(PATH, V0.replace("Texte.", "Texte, corrigé par un collègue."));
    const { entry, options } = save(V0.replace("order: 1", "order: 2"));
    await guarded.persistEntry(entry, options);
    expect(site.get(PATH)).toBe("title: Entrée\norder: 2\nTexte, corrigé par un collègue.");
  });

  it("keeps the colleague's change through a second save from a form not read again", async () => {
    const { site, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    takeMergedPaths();
    await guarded.getEntry(PATH);
    site.set(PATH, V0.replace("Texte.", "Texte, corrigé par un collègue."));
    const first = save(V0.replace("title: Entrée", "title: Ma version"));
    await guarded.persistEntry(first.entry, first.options);
    // The form is to be read again (admin/main.tsx does it after the save)…
    expect(takeMergedPaths()).toEqual(new Set([PATH]));
    // …and should it still show only its own text, its next save keeps the colleague's line.
    const second = save(V0.replace("title: Entrée", "title: Ma version 2"));
    await guarded.persistEntry(second.entry, second.options);
    expect(site.get(PATH)).toBe("title: Ma version 2\norder: 1\nTexte, corrigé par un collègue.");
  });

  it("asks staff only when both changed the same lines, and writes their choice with the rest of both", async () => {
    const { site, backend } = fakeRepository();
    const { asked, hooks: answering } = hooks(["mine"]);
    const guarded = guard(backend, answering);
    await guarded.getEntry(PATH);
    site.set(PATH, "title: Sa version\norder: 1\nTexte, corrigé.");
    const { entry, options } = save("title: Ma version\norder: 1\nTexte.");
    await guarded.persistEntry(entry, options);
    expect(asked).toEqual([PATH]);
    expect(site.get(PATH)).toBe("title: Ma version\norder: 1\nTexte, corrigé.");
  });

  it("writes nothing when staff cancel", async () => {
    const { site, writes, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    site.set(PATH, "title: Sa version\norder: 1\nTexte.");
    const { entry, options } = save("title: Ma version\norder: 1\nTexte.");
    expect(await problemOf(guarded.persistEntry(entry, options))).toBe("conflict");
    expect(writes).toEqual([]);
    expect(site.get(PATH)).toBe("title: Sa version\norder: 1\nTexte.");
  });

  it("asks, with the whole files, when the two put together would not be a valid file", async () => {
    const { site, backend } = fakeRepository();
    const { asked, hooks: answering } = hooks(["theirs"], { mergedProblem: () => "invalide" });
    const guarded = guard(backend, answering);
    await guarded.getEntry(PATH);
    site.set(PATH, V0.replace("Texte.", "Texte, corrigé."));
    const { entry, options } = save(V0.replace("order: 1", "order: 2"));
    await guarded.persistEntry(entry, options);
    expect(asked).toEqual([PATH]);
    expect(site.get(PATH)).toBe(V0.replace("Texte.", "Texte, corrigé."));
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

  it("is refused when the file was deleted meanwhile, and a new entry is not compared", async () => {
    const { site, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    site.delete(PATH);
    const { entry, options } = save("mine");
    expect(await problemOf(guarded.persistEntry(entry, options))).toBe("deleted");
    expect(await problemOf(guarded.persistEntry(entry, { ...options, newEntry: true }))).toBeUndefined();
  });

  it("in review: merges a colleague's change saved in the same review, and one published meanwhile", async () => {
    const { site, review, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    const first = save(V0.replace("order: 1", "order: 2"), { useWorkflow: true });
    await guarded.persistEntry(first.entry, first.options);
    review.set(PATH, V0.replace("order: 1", "order: 2").replace("Texte.", "Texte revu en relecture."));
    site.set(PATH, V0.replace("title: Entrée", "title: Entrée publiée"));
    const again = save(V0.replace("order: 1", "order: 3"), { useWorkflow: true, unpublished: true });
    await guarded.persistEntry(again.entry, again.options);
    expect(review.get(PATH)).toBe("title: Entrée publiée\norder: 3\nTexte revu en relecture.");
  });
});

describe("a new map point", () => {
  const POINT = "content/map/points/parking/3152.json";
  const point = (id: number) => `{\n  "id": ${id},\n  "name": "P"\n}\n`;

  it("is never written under another id's file (Decap's 3152-1.json), nor over a colleague's new point", async () => {
    const { site, writes, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    const options = { newEntry: true, collectionName: "map-parking" };
    const twin = {
      dataFiles: [{ path: "content/map/points/parking/3152-1.json", slug: "3152-1", raw: point(3152) }],
    };
    expect(await problemOf(guarded.persistEntry(twin, options))).toBe("id-taken");
    site.set(POINT, point(3152));
    const same = { dataFiles: [{ path: POINT, slug: "3152", raw: point(3152) }] };
    expect(await problemOf(guarded.persistEntry(same, options))).toBe("id-taken");
    expect(writes).toEqual([]);
  });
});

describe("a deletion", () => {
  const ARTICLE = "content/notice/game/prison/visits.md";
  const referenceHooks = {
    referenceFolders: () => [{ folder: "content/notice/game/prison", extension: "md" }],
  };

  it("is refused, naming the file that uses it, when an entry links to the article or shows the image", async () => {
    const { site, backend } = fakeRepository();
    site.set(
      PATH,
      "---\ntitle: Entrée\n---\n\nVoir [les visites](/notice/game/prison/visits).\n\n![Plan](/img/notice/plan.webp)\n",
    );
    site.set(ARTICLE, "---\ntitle: Visites\n---\n\nTexte.\n");
    const deleted: string[] = [];
    backend.entriesByFolder = async (folder) =>
      [...site]
        .filter(([path]) => path.startsWith(`${folder}/`))
        .map(([path, data]) => ({ file: { path }, data }));
    backend.deleteFiles = async (paths) => {
      deleted.push(...paths);
    };
    const guarded = guardBackend(backend, referenceHooks);
    const refusal = await guarded.deleteFiles!([ARTICLE], "").catch((error: Error) => error.message);
    expect(refusal).toMatch(/est utilisé par l'article « Entrée » du règlement \(un lien de son texte\)/);
    expect(
      await guarded.deleteFiles!(["public/img/notice/plan.webp"], "").catch((error: Error) => error.message),
    ).toMatch(/^«\s\/img\/notice\/plan\.webp\s» est utilisé par/);
    expect(deleted).toEqual([]);
    await guarded.deleteFiles!(["public/img/notice/unused.webp"], "");
    expect(deleted).toEqual(["public/img/notice/unused.webp"]);
  });
});

describe("an upload from Decap's media page", () => {
  it("is refused: an image reaches the repository with the entry that shows it", async () => {
    const { backend } = fakeRepository();
    let uploaded = false;
    backend.persistMedia = async () => {
      uploaded = true;
    };
    expect(await problemOf(guardBackend(backend).persistMedia!())).toBe("standalone-upload");
    expect(uploaded).toBe(false);
  });
});

describe("an editor whose Decap changed shape", () => {
  it("refuses every save, saying why", async () => {
    const { backend, writes } = fakeRepository();
    const guarded = guardBackend(backend, { blocked: () => "Decap n'a plus getEntry" });
    const { entry, options } = save("mine");
    const error = await guarded.persistEntry(entry, options).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SaveProblemError);
    expect((error as SaveProblemError).problem).toBe("editor-outdated");
    expect(String(error)).toContain("Decap n'a plus getEntry");
    expect(writes).toEqual([]);
  });
});

describe("a local backup accepted after a reload", () => {
  it("is compared with the text its draft was made from (it used to write over the colleague's change)", async () => {
    const { site, writes, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    const madeFrom = draftBases()!.baseOf(PATH)!;
    // Reload: the colleague's text is read, then the backup made from v0 is offered and accepted.
    site.set(PATH, "title: Sa version\norder: 1\nTexte.");
    await guarded.getEntry(PATH);
    draftBases()!.offered(PATH, madeFrom);
    const { entry, options } = save("title: Ma version\norder: 1\nTexte.");
    expect(await problemOf(guarded.persistEntry(entry, options))).toBe("conflict");
    expect(writes).toEqual([]);
  });

  it("once refused, leaves the text read now as the base: the colleague's version saves", async () => {
    const { site, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    site.set(PATH, "v1 by a colleague");
    await guarded.getEntry(PATH);
    draftBases()!.offered(PATH, V0);
    draftBases()!.dropped(PATH);
    const { entry, options } = save("v1 by a colleague, and my change redone");
    await guarded.persistEntry(entry, options);
    expect(site.get(PATH)).toBe("v1 by a colleague, and my change redone");
  });
});

describe("publishing a change under review", () => {
  it("takes in, first, a colleague's change published meanwhile to other lines, without a forced merge", async () => {
    const { site, writes, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    const { entry, options } = save(V0.replace("order: 1", "order: 2"), { useWorkflow: true });
    await guarded.persistEntry(entry, options);
    site.set(PATH, V0.replace("title: Entrée", "title: Entrée, corrigée"));
    await guarded.publishUnpublishedEntry!("notice-game-prison", "entry");
    expect(site.get(PATH)).toBe("title: Entrée, corrigée\norder: 2\nTexte.");
    expect(writes).not.toContain("forced");
  });

  it("is refused, without a forced merge, when staff cancel over lines both changed", async () => {
    const { site, writes, backend } = fakeRepository();
    const guarded = guardBackend(backend);
    await guarded.getEntry(PATH);
    const { entry, options } = save("title: Ma version\norder: 1\nTexte.", { useWorkflow: true });
    await guarded.persistEntry(entry, options);
    site.set(PATH, "title: Sa version\norder: 1\nTexte.");
    expect(await problemOf(guarded.publishUnpublishedEntry!("notice-game-prison", "entry"))).toBe("conflict");
    expect(site.get(PATH)).toBe("title: Sa version\norder: 1\nTexte.");
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
    const problems: string[] = [];
    installBackendGuard(
      { getBackend: (name) => (name === "github" ? registered : undefined) },
      ["github", "unknown"],
      hooks().hooks,
      (name, problem) => problems.push(`${name}: ${problem}`),
    );
    const created = registered.init() as GuardedBackend;
    await created.getEntry(PATH);
    site.set(PATH, "title: Sa version\norder: 1\nTexte.");
    const { entry, options } = save("title: Ma version\norder: 1\nTexte.");
    expect(await problemOf(created.persistEntry(entry, options))).toBe("conflict");
    // The fake lacks the folder listing, the deletion and the upload the guard relies on: said at once.
    expect(problems).toEqual([
      expect.stringMatching(/^github: le module de sauvegarde de Decap n'a plus persistMedia, deleteFiles/),
    ]);
  });
});
