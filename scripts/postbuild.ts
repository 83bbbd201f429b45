import path from "node:path";
import { precompress } from "./build/compress";
import { sitePagePaths } from "../app/lib/prerender-paths.server";
import { writeCloudflareFiles } from "./build/cloudflare";
import { writeCspManifest } from "./build/csp-hashes";
import { deferHydration } from "./build/defer-hydration";
import { dropDuplicatedHtml, isRulebookPage } from "./build/lean-hydration-data";
import { writeDiscoveryFiles } from "./build/discovery-files";
import { writeNginxRules } from "./build/nginx-rules";
import { writeNoticeFeed } from "./build/notice-feed";
import { writeNoticeRedirects } from "./build/notice-redirects";
import { rewritePages } from "./build/page-files";

// Runs after `react-router build`: files read by the pages and the servers first; then the pages'
// hydration data without the article HTML they already hold, and their hydration moved after the
// first paint; then the CSP hashes (they read the final HTML), the servers' configuration (they read
// the hashes), and precompression last.
const buildDir = path.resolve("build");
const clientDir = path.join(buildDir, "client");

const feedEntries = await writeNoticeFeed(clientDir);
const redirects = await writeNoticeRedirects(buildDir);
await writeDiscoveryFiles(clientDir, await sitePagePaths());
const rewritten = await rewritePages(clientDir, {
  lean: (html, page) => (isRulebookPage(page) ? dropDuplicatedHtml(html) : html),
  deferred: deferHydration,
});
const manifest = await writeCspManifest(clientDir, buildDir);
await writeNginxRules(buildDir);
await writeCloudflareFiles(buildDir);
const { files, bytes, brotliBytes } = await precompress(clientDir);
console.log(
  `postbuild: ${feedEntries} feed entries; ${redirects} rulebook redirects; ` +
    `article HTML dropped from the hydration data of ${rewritten.lean} pages; hydration after the first paint on ` +
    `${rewritten.deferred} pages; CSP hashes for ${Object.keys(manifest).length} pages; precompressed ${files} files ` +
    `(${(bytes / 1024).toFixed(0)} KiB → ${(brotliBytes / 1024).toFixed(0)} KiB brotli)`,
);
