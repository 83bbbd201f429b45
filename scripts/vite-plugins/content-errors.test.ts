import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Connect, ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markContentChanged } from "../../app/lib/content-generation.ts";
import { contentErrorPage, contentErrorsPlugin, setsOfPage } from "./content-errors.ts";

describe("the content a development page shows", () => {
  it.each([
    ["/", ["social"]],
    ["/notice/game/banking/public", ["rulebook", "social"]],
    ["/en/notice/game/banking/public", ["rulebook", "vocabulary", "social"]],
    ["/ar/notice", ["rulebook", "vocabulary", "social"]],
    ["/quiz", ["quiz", "social"]],
    ["/ru/quiz", ["quiz", "social"]],
    ["/board", ["map", "social"]],
    ["/de/credits", ["credits", "social"]],
    ["/business", ["business", "social"]],
    ["/es/cgu", ["terms", "social"]],
  ])("%s shows %j", (pathname, sets) => {
    expect(setsOfPage(pathname)).toEqual(sets);
  });

  it.each(["/@vite/client", "/assets/app.js", "/img/notice/map.webp", "/node_modules/.vite/deps/react.js"])(
    "%s is not a page",
    (pathname) => {
      expect(setsOfPage(pathname)).toBeUndefined();
    },
  );
});

describe("the page shown in place of a page whose content has a mistake", () => {
  it("is French, names the problem as the reader gave it and escapes it", () => {
    const page = contentErrorPage(['content/notice/a.md : le lien <"/notice/x"> ne mène nulle part']);
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain("content/notice/a.md : le lien &#60;&#34;/notice/x&#34;&#62; ne mène nulle part");
    expect(page).not.toContain('<"/notice/x">');
    // Vite's client, which reloads the page when content changes.
    expect(page).toContain('src="/@vite/client"');
  });
});

/** The plugin's middleware on a copy of the fixture site, as the development server runs it. */
describe("a content mistake in development", () => {
  let root: string;
  let handle: Connect.NextHandleFunction;
  const article = () => path.join(root, "content/notice/game/map/places.md");

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "brumes-content-errors-"));
    cpSync("test/fixtures/site", root, { recursive: true });
    // The fixture's questions name a larger rulebook (app/quiz/fixture.test-support.ts): here they
    // point at a section of the fixture's own rulebook, so that the quiz starts valid.
    const quiz = path.join(root, "content/quiz");
    for (const name of readdirSync(quiz)) {
      const question = JSON.parse(readFileSync(path.join(quiz, name), "utf8")) as object;
      writeFileSync(
        path.join(quiz, name),
        JSON.stringify({ ...question, rule: "/notice/game/map/places#parkings" }),
      );
    }
    const plugin = contentErrorsPlugin();
    const server = {
      config: { root },
      ssrLoadModule: (id: string) => import(id),
      middlewares: { use: (middleware: Connect.NextHandleFunction) => (handle = middleware) },
    } as unknown as ViteDevServer;
    (plugin.configureServer as (server: ViteDevServer) => void)(server);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** What the middleware does with a browser's request for `url`: the page it answers, or "next". */
  const visit = (url: string) =>
    new Promise<{ status: number; body: string } | "next">((resolve) => {
      const request = { url, method: "GET", headers: { accept: "text/html,*/*" } } as IncomingMessage;
      const response: { statusCode: number; setHeader: () => undefined; end: (body: string) => void } = {
        statusCode: 200,
        setHeader: () => undefined,
        end(body: string) {
          resolve({ status: this.statusCode, body });
        },
      };
      handle(request, response as unknown as ServerResponse, () => resolve("next"));
    });

  it("shows the file and the field on the pages it affects, leaves the others alone, and recovers on the next valid save", async () => {
    expect(await visit("/notice/game/map/places")).toBe("next");
    const valid = readFileSync(article(), "utf8");
    writeFileSync(
      article(),
      valid.replace("/notice/game/preamble/notion#rp", "/notice/game/preamble/absent"),
    );
    markContentChanged();

    const shown = await visit("/notice/game/map/places");
    expect(shown).not.toBe("next");
    const { status, body } = shown as { status: number; body: string };
    expect(status).toBe(500);
    expect(body).toContain("Une erreur dans le contenu");
    expect(body).toContain("places.md");
    expect(body).toContain("/notice/game/preamble/absent");
    // Every page of the rulebook shows it, in every language; the other pages work.
    expect(await visit("/ar/notice")).not.toBe("next");
    expect(await visit("/credits")).toBe("next");
    expect(await visit("/board")).toBe("next");
    expect(await visit("/")).toBe("next");

    writeFileSync(article(), valid);
    markContentChanged();
    expect(await visit("/notice/game/map/places")).toBe("next");
  });

  it("shows a quiz question whose rule leads nowhere on the quiz only", async () => {
    const question = path.join(root, "content/quiz/prison-duree.json");
    const valid = readFileSync(question, "utf8");
    markContentChanged();
    expect(await visit("/quiz")).toBe("next");
    const data = JSON.parse(valid) as { rule: string };
    writeFileSync(question, JSON.stringify({ ...data, rule: "/notice/game/map/places#absente" }));
    markContentChanged();
    try {
      const shown = await visit("/quiz");
      expect(shown).not.toBe("next");
      expect((shown as { body: string }).body).toContain("prison-duree.json");
      expect((shown as { body: string }).body).toContain("absente");
      expect(await visit("/notice")).toBe("next");
    } finally {
      writeFileSync(question, valid);
      markContentChanged();
    }
    expect(await visit("/quiz")).toBe("next");
  });
});
