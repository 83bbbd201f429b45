import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { SITE } from "../app/config/site";
import { checkPipelineResults } from "./check-build/pipeline-results";

/**
 * Checks the built site: every internal link points at a pre-rendered page, an id on that page or
 * an existing file, and every image, video, caption, stylesheet, script and font it references exists;
 * then that the build's steps did to every page what they promise (check-build/pipeline-results.ts).
 */
const CLIENT = path.resolve("build/client");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const files = walk(CLIENT);
const htmlFiles = files.filter((file) => file.endsWith(".html"));
const pageHtml = new Map<string, string>();
const idsCache = new Map<string, Set<string>>();

function idsOf(file: string): Set<string> {
  let ids = idsCache.get(file);
  if (!ids) {
    const html = pageHtml.get(file) ?? readFileSync(file, "utf8");
    ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
    idsCache.set(file, ids);
  }
  return ids;
}

/** The file a site path is served from, or undefined. */
function resolveTarget(sitePath: string): { file: string; isPage: boolean } | undefined {
  const clean = decodeURI(sitePath);
  const direct = path.join(CLIENT, clean);
  if (clean !== "/" && existsSync(direct) && statSync(direct).isFile())
    return { file: direct, isPage: direct.endsWith(".html") };
  // Pages are files named after their address (`/notice/game` is notice/game.html).
  const page = path.join(CLIENT, `${clean.replace(/\/+$/, "")}.html`);
  if (clean !== "/" && existsSync(page)) return { file: page, isPage: true };
  const index = path.join(CLIENT, clean, "index.html");
  if (existsSync(index)) return { file: index, isPage: true };
  return undefined;
}

const problems: string[] = [];
let checked = 0;

function checkReference(fromFile: string, raw: string, kind: string) {
  // The HTML writer may encode "&" as "&amp;" or "&#x26;".
  let value = raw.replace(/&(amp|#x26|#38);/gi, "&").trim();
  if (value.startsWith(SITE.origin)) value = value.slice(SITE.origin.length) || "/";
  if (!value || /^(mailto:|tel:|https?:|\/\/|data:|blob:|javascript:)/i.test(value)) return;
  checked += 1;
  const from = `/${path.relative(CLIENT, fromFile)}`;
  const [pathAndQuery = "", hash] = value.split("#", 2);
  const sitePath = pathAndQuery.split("?", 1)[0] ?? "";
  if (sitePath === "") {
    if (hash && !idsOf(fromFile).has(hash))
      problems.push(`${from}: ${kind} "#${hash}" names no element of the page`);
    return;
  }
  if (!sitePath.startsWith("/")) {
    problems.push(`${from}: ${kind} "${value}" is relative; the site uses absolute paths`);
    return;
  }
  const target = resolveTarget(sitePath);
  if (!target) {
    problems.push(`${from}: ${kind} "${value}" points at nothing in the build`);
    return;
  }
  if (hash && target.isPage && !idsOf(target.file).has(hash)) {
    problems.push(`${from}: ${kind} "${value}": no element with id "${hash}" on that page`);
  }
}

for (const file of htmlFiles) {
  const html = readFileSync(file, "utf8");
  pageHtml.set(file, html);
  for (const match of html.matchAll(/<(a|link|use)\b[^>]*\shref="([^"]*)"/g)) {
    checkReference(file, match[2]!, match[1] === "a" ? "link" : match[1] === "use" ? "icon" : "head link");
  }
  for (const match of html.matchAll(/<(img|script|source|track|video|iframe)\b[^>]*\ssrc="([^"]*)"/g))
    checkReference(file, match[2]!, match[1]!);
  for (const match of html.matchAll(/\sposter="([^"]*)"/g)) checkReference(file, match[1]!, "poster");
  // `<img>` and `<source>` srcset, and the preloads' imagesrcset: each candidate is "URL width".
  for (const match of html.matchAll(/\s(srcset|imagesrcset)="([^"]*)"/gi)) {
    for (const candidate of match[2]!.split(","))
      checkReference(file, candidate.trim().split(/\s+/)[0] ?? "", match[1]!.toLowerCase());
  }
  for (const match of html.matchAll(/<meta\s+property="og:image"\s+content="([^"]*)"/g))
    checkReference(file, match[1]!, "social image");
}

for (const file of files.filter((name) => name.endsWith(".css"))) {
  const css = readFileSync(file, "utf8");
  for (const match of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
    const ref = match[1]!;
    if (ref.startsWith("data:") || ref.startsWith("#")) continue;
    const resolved = ref.startsWith("/")
      ? ref
      : `/${path.relative(CLIENT, path.resolve(path.dirname(file), ref))}`;
    checkReference(file, resolved, "stylesheet url()");
  }
}

// zod validates content at build time; in the site's scripts it would add about 25 KB gzip to a
// page's start-up (the change log's page once did, through a constant imported from a schema module).
for (const name of readdirSync(path.join(CLIENT, "assets"))) {
  if (!name.endsWith(".js")) continue;
  if (readFileSync(path.join(CLIENT, "assets", name), "utf8").includes("$ZodType"))
    problems.push(`/assets/${name}: zod is in the site's browser scripts`);
}

// The staff editor (admin/) is not a page of the site: its references are checked above, not the pages' promises.
const pages = new Map(
  [...pageHtml]
    .map(([file, html]) => [`/${path.relative(CLIENT, file).split(path.sep).join("/")}`, html] as const)
    .filter(([page]) => !page.startsWith("/admin/")),
);
const pipelineProblems = checkPipelineResults(path.dirname(CLIENT), pages);

if (problems.length > 0 || pipelineProblems.length > 0) {
  if (problems.length > 0)
    console.error(`check-build: ${problems.length} broken reference(s):\n${problems.join("\n")}`);
  if (pipelineProblems.length > 0) {
    console.error(
      `check-build: ${pipelineProblems.length} page(s) not as the build's steps promise:\n${pipelineProblems.join("\n")}`,
    );
  }
  process.exit(1);
}
console.log(
  `check-build: ${checked} references in ${htmlFiles.length} pages and their stylesheets all resolve.`,
);
console.log(
  `check-build: ${pages.size} pages as the build's steps promise (hydration after the first paint with the catalogue, ` +
    "CSP hashes, no article HTML in the hydration data, 404 pages without React).",
);
