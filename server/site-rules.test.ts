import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CACHE_CONTROL,
  EDITOR_HOME,
  EDITOR_PATH,
  cacheControlFor,
  canonicalPagePath,
  editorRedirect,
  isEditorPath,
  contentTypeFor,
  isHostConfigFile,
  cannotNameAFile,
  notFoundPageFor,
  pageFileFor,
  permanentRedirects,
  rejectPath,
  unknownPathRedirect,
} from "./site-rules";

describe("rejectPath", () => {
  it("lets ordinary paths through", () => {
    expect(rejectPath("/")).toBeNull();
    expect(rejectPath("/notice/game/character/ability?x=1#y")).toBeNull();
    expect(rejectPath("/img/team/n%C3%A9o.webp")).toBeNull();
  });

  it("refuses traversal, encoded separators, NUL and bad encoding with 400, overlong URLs with 414", () => {
    for (const url of [
      "/../etc/passwd",
      "/a/%2e%2e/b",
      "/a%2fb",
      "/a%5cb",
      "/%00",
      "/a\\b",
      "/%E0%A4%A",
      "/%",
      "relative",
    ]) {
      expect(rejectPath(url), url).toBe(400);
    }
    expect(rejectPath(`/${"a".repeat(3000)}`)).toBe(414);
  });

  it("refuses paths that disguise another page: encoded letters or digits, empty segments", () => {
    for (const url of ["/%65n/board", "/en/%62oard", "/%2D", "/en//board", "//board", "/board/%31"]) {
      expect(rejectPath(url), url).toBe(400);
    }
    expect(rejectPath("/board?q=%65n//x")).toBeNull();
  });
});

describe("page addresses", () => {
  it("serve pages from files named after them, the home page from index.html", () => {
    expect(pageFileFor("/")).toBe("/index.html");
    expect(pageFileFor("/en")).toBe("/en.html");
    expect(pageFileFor("/notice/game")).toBe("/notice/game.html");
  });

  it("send a file name or a trailing slash to the page's own address", () => {
    expect(canonicalPagePath("/index.html")).toBe("/");
    expect(canonicalPagePath("/index")).toBe("/");
    expect(canonicalPagePath("/en/index")).toBeNull();
    expect(canonicalPagePath("/notice/game.html")).toBe("/notice/game");
    expect(canonicalPagePath("/board/")).toBe("/board");
    expect(canonicalPagePath("/en/")).toBe("/en");
    expect(canonicalPagePath("/")).toBeNull();
    expect(canonicalPagePath("/board")).toBeNull();
  });

  it("answer an unknown path with its language's 404 page, an unknown rulebook path with a redirect", () => {
    expect(notFoundPageFor("/nope")).toBe("/404.html");
    expect(notFoundPageFor("/en/nope")).toBe("/en/404.html");
    expect(notFoundPageFor("/xx/board")).toBe("/404.html");
    expect(notFoundPageFor("/english")).toBe("/404.html");
    expect(unknownPathRedirect("/notice/game/nope")).toBe("/notice");
    expect(unknownPathRedirect("/de/notice/game/nope")).toBe("/de/notice");
    expect(unknownPathRedirect("/notice/game/nope.data")).toBeNull();
    expect(unknownPathRedirect("/xx/notice/game")).toBeNull();
    expect(unknownPathRedirect("/board/nope")).toBeNull();
  });

  it("redirect a moved page in every language", () => {
    const moved = permanentRedirects([
      { from: "/notice/technical/repair/altv", to: "/notice/technical/repair/client" },
    ]);
    expect(moved).toHaveLength(6);
    expect(moved).toContainEqual({
      from: "/ar/notice/technical/repair/altv",
      to: "/ar/notice/technical/repair/client",
    });
  });
});

describe("headers by kind of file", () => {
  it("cache hashed assets forever, pages and data never without checking, other files a day", () => {
    expect(cacheControlFor("/assets/entry-abc123.js")).toMatch(/immutable/);
    for (const page of ["/", "/en/board", "/notice/game.data", "/sitemap.xml", "/404.html"]) {
      expect(cacheControlFor(page), page).toBe("no-cache");
    }
    expect(cacheControlFor("/img/logo.svg")).toBe("public, max-age=86400");
    expect(cacheControlFor("/favicon.ico")).toBe("public, max-age=86400");
    // A permanent redirect is kept, but not for good: an old address may come back into use.
    expect(CACHE_CONTROL.permanentRedirect).toMatch(/^public, max-age=\d+$/);
  });

  it("name the content types the usual tables miss, and recognise host configuration files", () => {
    expect(contentTypeFor("/notice/game.data")).toBe("text/x-script");
    expect(contentTypeFor("/st.vtt")).toMatch(/^text\/vtt/);
    expect(contentTypeFor("/board")).toBeUndefined();
    // sirv knows no type for it: the Node server sent an empty one.
    expect(contentTypeFor("/favicon.ico")).toBe("image/x-icon");
    expect(contentTypeFor("/notice/changes.xml")).toBe("application/atom+xml; charset=utf-8");
    expect(contentTypeFor("/sitemap.xml")).toBeUndefined();
    expect(isHostConfigFile("/_headers")).toBe(true);
    expect(isHostConfigFile("/_worker.js")).toBe(true);
    expect(isHostConfigFile("/img/_x.png")).toBe(false);
    expect(cannotNameAFile("/index.html/img")).toBe(true);
    expect(cannotNameAFile("/favicon.ico/x")).toBe(true);
    expect(cannotNameAFile("/.well-known/security.txt")).toBe(false);
    expect(cannotNameAFile("/notice/game")).toBe(false);
    expect(cannotNameAFile("/robots.txt/")).toBe(true);
    expect(cannotNameAFile(`/notice/${"a".repeat(256)}`)).toBe(true);
  });
});

describe("the editor's addresses", () => {
  it("are /admin/ and what is under it, /admin going there", () => {
    for (const path of [EDITOR_PATH, EDITOR_HOME, `${EDITOR_HOME}assets/app.js`, `${EDITOR_PATH}.html`])
      expect(isEditorPath(path), path).toBe(true);
    for (const path of ["/", "/administration", "/en/admin", "/notice/admin"])
      expect(isEditorPath(path), path).toBe(false);
    // /admin, and the editor's page by its file name, go to its folder, as /index.html goes to /.
    for (const alias of [EDITOR_PATH, `${EDITOR_HOME}index.html`, `${EDITOR_HOME}index`])
      expect(editorRedirect(alias), alias).toBe(EDITOR_HOME);
    expect(editorRedirect(EDITOR_HOME)).toBeNull();
    expect(editorRedirect(`${EDITOR_HOME}assets/index.html`)).toBeNull();
    expect(editorRedirect("/index.html")).toBeNull();
  });

  it("are the ones nginx's config serves from the editor's folder, its redirects relative", () => {
    const conf = readFileSync("deploy/nginx/brumes.conf", "utf8");
    expect(conf).toContain(`location ^~ ${EDITOR_HOME} {`);
    // /admin and the other names of pages go through the rules the build writes (PAGE_ALIASES), as
    // paths: nginx would otherwise build an absolute URL from the request's Host.
    expect(conf).toContain("absolute_redirect off;");
    expect(conf).toContain("include BUILD_DIR/nginx-server.conf;");
  });
});
