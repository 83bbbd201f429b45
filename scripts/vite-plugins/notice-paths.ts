import path from "node:path";
import type { Plugin } from "vite";
import { readFrontmatterFile } from "../../app/lib/markdown/frontmatter.server.ts";
import { listNoticeFiles, noticePagePaths } from "../../app/notice/content-files.ts";
import { articlePath } from "../../app/notice/model.ts";
import { checkRedirects, noticeRedirects, type RedirectSource } from "../../app/notice/redirects.ts";
import { describeIssues, frenchIssue } from "../../app/lib/validation.ts";
import { articleFrontmatterSchema } from "../../app/notice/schema.ts";
import { ContentError, relativeFile } from "../../app/lib/content-error.ts";

const VIRTUAL_ID = "virtual:notice-paths";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Rulebook pages and old article paths, from the content folders and the articles' `redirectFrom`. */
export function noticeRouting(contentDir = path.resolve("content/notice")) {
  const types = listNoticeFiles(contentDir);
  const articles = new Map<string, RedirectSource>();
  for (const type of types)
    for (const category of type.categories)
      for (const { key, file } of category.articles) {
        const frontmatter = articleFrontmatterSchema.safeParse(readFrontmatterFile(file).data, {
          error: frenchIssue,
        });
        if (!frontmatter.success)
          throw new ContentError(describeIssues(relativeFile(file), frontmatter.error));
        const pathname = articlePath(type.id, category.id, key);
        articles.set(pathname, { path: pathname, file, redirectFrom: frontmatter.data.redirectFrom });
      }
  const paths = noticePagePaths(types).sort();
  checkRedirects([...articles.values()], paths);
  return { paths, redirects: noticeRedirects({ articles }) };
}

/**
 * `virtual:notice-paths`: the rulebook's pages and old paths, so that client-side navigation sends
 * an old path to its article and any other unknown rulebook path to /notice without asking the server.
 */
export function noticePathsPlugin(): Plugin {
  let serving = false;
  return {
    name: "brumes-notice-paths",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // No addWatchFile on the folder: Vite resolves watch files as imports in the browser
      // (a folder fails); content-reload.ts follows content/ in development.
      let routing: ReturnType<typeof noticeRouting>;
      try {
        routing = noticeRouting();
      } catch (error) {
        // In development the rulebook's pages show the mistake (./content-errors.ts); the others load.
        if (!serving) throw error;
        routing = { paths: [], redirects: [] };
      }
      const { paths, redirects } = routing;
      return `export const paths = ${JSON.stringify(paths)};\nexport const redirects = ${JSON.stringify(redirects)};`;
    },
  };
}
