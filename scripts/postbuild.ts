import path from "node:path";
import { precompress } from "./build/compress";
import { writeCspManifest } from "./build/csp-hashes";
import { writeNoticeFeed } from "./build/notice-feed";
import { writeNoticeRedirects } from "./build/notice-redirects";
import { writeSearchIndex } from "./build/search-index";

// Runs after `react-router build`: files first, CSP hashes next (they read the HTML), then precompression.
const buildDir = path.resolve("build");
const clientDir = path.join(buildDir, "client");

const searchDocuments = await writeSearchIndex(clientDir);
const feedEntries = await writeNoticeFeed(clientDir);
const redirects = await writeNoticeRedirects(buildDir);
const manifest = await writeCspManifest(clientDir, buildDir);
const { files, bytes, brotliBytes } = await precompress(clientDir);
console.log(
  `postbuild: ${searchDocuments} search documents; ${feedEntries} feed entries; ${redirects} rulebook redirects; ` +
    `CSP hashes for ${Object.keys(manifest).length} pages; precompressed ${files} files ` +
    `(${(bytes / 1024).toFixed(0)} KiB → ${(brotliBytes / 1024).toFixed(0)} KiB brotli)`,
);
