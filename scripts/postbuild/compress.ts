import { readFile, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { BuildStep } from "./step";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and video are already compressed. */
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".svg",
  ".vtt",
  ".txt",
  ".xml",
  ".data",
  ".map",
]);
const MIN_BYTES = 512;

/**
 * Brotli's best quality (11) for the scripts and styles, fetched once and cached for a year; 10 for
 * the pages (about 2 % larger, 200 bytes on a typical page, in half the time); 9 for the rest
 * (hydration data for the next page, the search index, the feed: 5 % larger, ten times faster).
 * Together they halve this step, the longest of the build.
 */
const QUALITY: Record<string, number> = { ".js": 11, ".css": 11, ".svg": 11, ".html": 10 };
/**
 * The staff editor (admin/, about 7 MB of Decap) at 5: quality 11 took half a minute on its main
 * chunk for 15 % fewer bytes, which only staff download, once.
 */
const EDITOR_QUALITY = 5;
const brotliQuality = (file: string, dir: string) =>
  path.relative(dir, file).split(path.sep)[0] === "admin"
    ? EDITOR_QUALITY
    : (QUALITY[path.extname(file)] ?? 9);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Files compressed at once: zlib runs them on libuv's thread pool, so every core works. */
const CONCURRENCY = 4;

/** Writes .br and .gz next to every compressible file so the servers send them as they are. */
export async function precompress(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const queue: string[] = [];
  for await (const file of walk(dir)) {
    // Host configuration (Cloudflare's _worker.js…) is read by the host, never sent to browsers.
    if (COMPRESSIBLE.has(path.extname(file)) && !path.basename(file).startsWith("_")) queue.push(file);
  }
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if ((await stat(file)).size < MIN_BYTES) continue;
      const content = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file, dir) } }),
        gz(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      files += 1;
      bytes += content.length;
      brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { files, bytes, brotliBytes };
}

export const compressStep: BuildStep = {
  kind: "build",
  name: "compress",
  async run({ clientDir }) {
    const { files, bytes, brotliBytes } = await precompress(clientDir);
    const kib = (value: number) => `${(value / 1024).toFixed(0)} KiB`;
    return {
      count: files,
      what: `files precompressed as .br and .gz (${kib(bytes)} → ${kib(brotliBytes)} brotli)`,
    };
  },
};
