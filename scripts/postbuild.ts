import path from "node:path";
import { precompress } from "./build/compress";
import { sitePagePaths } from "../app/lib/prerender-paths.server";
import { writeCloudflareFiles } from "./build/cloudflare";
import { writeCspManifest } from "./build/csp-hashes";
import { writeDiscoveryFiles } from "./build/discovery-files";
import { writeNginxRules } from "./build/nginx-rules";
import { writeSearchIndex } from "./build/search-index";

// Runs after `react-router build`: files read by the pages first, then the CSP hashes (they read the
// HTML), the servers' configuration (they read the hashes), and precompression last.
const buildDir = path.resolve("build");
const clientDir = path.join(buildDir, "client");

const searchDocuments = await writeSearchIndex(clientDir);
await writeDiscoveryFiles(clientDir, await sitePagePaths());
const manifest = await writeCspManifest(clientDir, buildDir);
await writeNginxRules(buildDir);
await writeCloudflareFiles(buildDir);
const { files, bytes, brotliBytes } = await precompress(clientDir);
console.log(
  `postbuild: ${searchDocuments} search documents; CSP hashes for ${Object.keys(manifest).length} pages; precompressed ${files} files ` +
    `(${(bytes / 1024).toFixed(0)} KiB → ${(brotliBytes / 1024).toFixed(0)} KiB brotli)`,
);
