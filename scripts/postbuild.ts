import path from "node:path";
import { precompress } from "./build/compress";
import { writeCspManifest } from "./build/csp-hashes";
import { writeSearchIndex } from "./build/search-index";

// Runs after `react-router build`: CSP hashes first (they read the HTML), then precompression.
const buildDir = path.resolve("build");
const clientDir = path.join(buildDir, "client");

const searchDocuments = await writeSearchIndex(clientDir);
const manifest = await writeCspManifest(clientDir, buildDir);
const { files, bytes, brotliBytes } = await precompress(clientDir);
console.log(
  `postbuild: ${searchDocuments} search documents; CSP hashes for ${Object.keys(manifest).length} pages; precompressed ${files} files ` +
    `(${(bytes / 1024).toFixed(0)} KiB → ${(brotliBytes / 1024).toFixed(0)} KiB brotli)`,
);
