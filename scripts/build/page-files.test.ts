import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageFiles, rewritePages } from "./page-files";

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
    expect(await pageFiles(client)).toEqual(["/index.html", "/notice/game.html", "/notice/game/ability.html"]);
  });

  it("are rewritten in one pass, each rewrite seeing the last one's output, unchanged pages left untouched", async () => {
    const before = (await stat(path.join(client, "index.html"))).mtimeMs;
    const counts = await rewritePages(client, {
      shout: (html, page) => (page.startsWith("/notice/") ? html.toUpperCase() : html),
      mark: (html) => html.replace("<P>", "<P data-seen>"),
    });
    expect(counts).toEqual({ shout: 2, mark: 2 });
    expect(await readFile(path.join(client, "notice/game/ability.html"), "utf8")).toBe("<P data-seen>ABILITY</P>");
    expect(await readFile(path.join(client, "index.html"), "utf8")).toBe("<p>home</p>");
    expect((await stat(path.join(client, "index.html"))).mtimeMs).toBe(before);
  });
});
