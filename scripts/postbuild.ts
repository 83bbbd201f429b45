import path from "node:path";
import { precompress } from "./build/compress";
import { sitePagePaths } from "../app/lib/prerender-paths.server";
import { writeCspManifest } from "./build/csp-hashes";
import { writeDiscoveryFiles } from "./build/discovery-files";
import { writeNginxLocaleMaps } from "./build/nginx-locale-maps";
import { writeSearchIndex } from "./build/search-index";

// Runs after `react-router build`: CSP hashes first (they read the HTML), then precompression.
const buildDir = path.resolve("build");
const clientDir = path.join(buildDir, "client");

const searchDocuments = await writeSearchIndex(clientDir);
await writeDiscoveryFiles(clientDir, await sitePagePaths());
const manifest = await writeCspManifest(clientDir, buildDir);
await writeNginxLocaleMaps(buildDir);
const { files, bytes, brotliBytes } = await precompress(clientDir);
console.log(
  `postbuild: ${searchDocuments} search documents; CSP hashes for ${Object.keys(manifest).length} pages; precompressed ${files} files ` +
    `(${(bytes / 1024).toFixed(0)} KiB → ${(brotliBytes / 1024).toFixed(0)} KiB brotli)`,
);
