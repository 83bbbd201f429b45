/**
 * `npm run check:html`: the W3C Nu HTML checker (vnu-jar, which needs Java) on a sample of every
 * kind of page of the build, in every language: every static page, the rulebook's home, types,
 * categories and articles of each kind, the change log and the 404 pages. Prints each error with
 * its file, line and message; fails on any.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { STATIC_PAGE_PATHS } from "../app/data/pages";
import { LOCALES } from "../app/i18n/locales";
import { localizePath } from "../app/i18n/paths";
import { NOTICE_CHANGES, NOTICE_HOME } from "../app/notice/model";
import { ensureJava } from "../tools/system-tools";
import { ARTICLE_SAMPLE, PAGE_KINDS, RULEBOOK_TYPE_PAGES } from "../tools/site-pages";
import { notFoundPage, pageFileFor } from "../server/site-rules";

const CLIENT = "build/client";

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const SITE_PATHS = [
  ...new Set([
    ...STATIC_PAGE_PATHS,
    NOTICE_HOME,
    ...RULEBOOK_TYPE_PAGES,
    ...PAGE_KINDS,
    ...ARTICLE_SAMPLE,
    NOTICE_CHANGES,
  ]),
];

const files = LOCALES.flatMap((locale) => [
  ...SITE_PATHS.map((sitePath) => path.join(CLIENT, pageFileFor(localizePath(locale, sitePath)))),
  path.join(CLIENT, notFoundPage(locale)),
]);
const missing = files.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(
    `check:html: no build, or pages missing from it (run "npm run build"):\n${missing.join("\n")}`,
  );
  process.exit(1);
}

let java: string;
try {
  java = ensureJava();
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
const jar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);
const run = spawnSync(java, ["-jar", jar, "--errors-only", "--format", "json", ...files], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error || (run.status !== 0 && !run.stderr.trim().startsWith("{"))) {
  console.error(`check:html: the Nu checker did not run: ${run.error?.message ?? run.stderr}`);
  process.exit(1);
}
// The checker writes its JSON report to stderr.
const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: NuMessage[] };
const errors = messages.filter((message) => message.type === "error" || message.subType === "fatal");
const relative = (url = "") => path.relative(process.cwd(), url.replace(/^file:/, ""));
for (const error of errors) {
  console.log(`${relative(error.url)}:${error.lastLine ?? "?"}: ${error.message}`);
}
const pages = new Set(errors.map((error) => error.url)).size;
console.log(
  `check:html: ${files.length} pages checked (${SITE_PATHS.length + 1} per language, ${LOCALES.length} languages): ` +
    `${errors.length} errors${errors.length > 0 ? ` on ${pages} pages` : ""}.`,
);
process.exit(errors.length > 0 ? 1 : 0);
