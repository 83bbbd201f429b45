import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageFiles, rewritePages } from "./page-files";
import { BuildStepError, type PageStep } from "./step";

let client: string;

beforeEach(async () => {
  client = await mkdtemp(path.join(tmpdir(), "brumes-pages-"));
  await mkdir(path.join(client, "notice/game"), { recursive: true });
  await mkdir(path.join(client, "assets"));
  await writeFile(path.join(client, "index.html"), "<p>home</p>");
  await writeFile(path.join(client, "notice/game.html"), "<p>game</p>");
  await writeFile(path.join(client, "notice/game/ability.html"), "<p>ability</p>");
  await writeFile(path.join(client, "assets/stray.html"), "<p>not a page</p>");
  await writeFile(path.join(client, "robots.txt"), "User-agent: *");
});
afterEach(() => rm(client, { recursive: true, force: true }));

describe("the build's pages", () => {
  it("are its .html files outside the assets, as site paths", async () => {
    expect(await pageFiles(client)).toEqual([
      "/index.html",
      "/notice/game.html",
      "/notice/game/ability.html",
    ]);
  });

  const step = (
    name: string,
    expects: (page: string) => boolean,
    rewrite: PageStep["rewrite"],
  ): PageStep => ({
    kind: "page",
    name,
    what: "pages",
    expects,
    rewrite,
  });
  const onNotice = (page: string) => page.startsWith("/notice/");

  it("are rewritten in one pass, each step seeing the last one's output, unchanged pages left untouched", async () => {
    const before = (await stat(path.join(client, "index.html"))).mtimeMs;
    const counts = await rewritePages({ clientDir: client, buildDir: path.dirname(client) }, [
      step("shout", onNotice, (html, page) => (onNotice(page) ? html.toUpperCase() : html)),
      step("mark", onNotice, (html) => html.replace("<P>", "<P data-seen>")),
    ]);
    expect(Object.fromEntries(counts)).toEqual({ shout: 2, mark: 2 });
    expect(await readFile(path.join(client, "notice/game/ability.html"), "utf8")).toBe(
      "<P data-seen>ABILITY</P>",
    );
    expect(await readFile(path.join(client, "index.html"), "utf8")).toBe("<p>home</p>");
    expect((await stat(path.join(client, "index.html"))).mtimeMs).toBe(before);
  });

  it("fail with the step and the page when a page a step expects comes out unchanged", async () => {
    const context = { clientDir: client, buildDir: path.dirname(client) };
    const lazy = step("lazy", onNotice, (html) => html.replace("<p>game</p>", "<p>jeu</p>"));
    await expect(rewritePages(context, [lazy])).rejects.toThrow(
      new BuildStepError(
        "lazy",
        "/notice/game/ability.html",
        "the step was expected to rewrite this page and left it as it was",
      ),
    );
  });

  it("fail with the step and the page when a step rewrites a page it does not expect, or throws", async () => {
    const context = { clientDir: client, buildDir: path.dirname(client) };
    const eager = step("eager", onNotice, (html) => `${html}!`);
    await expect(rewritePages(context, [eager])).rejects.toThrow(
      /^\[eager\] \/index\.html: the step rewrote a page/,
    );
    const picky = step(
      "picky",
      () => true,
      () => {
        throw new Error("no hydration data");
      },
    );
    await expect(rewritePages(context, [picky])).rejects.toThrow("[picky] /index.html: no hydration data");
  });
});
