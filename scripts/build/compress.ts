import { readFile, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and video are already compressed. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".vtt", ".txt", ".xml", ".data", ".map"]);
const MIN_BYTES = 512;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Writes .br and .gz next to every compressible file so the servers send them as they are. */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    // Host configuration (Cloudflare's _worker.js…) is read by the host, never sent to browsers.
    if (path.basename(file).startsWith("_")) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz(content, { level: 9 }),
    ]);
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gzipped);
    files += 1;
    bytes += content.length;
    brotliBytes += br.length;
  }
  return { files, bytes, brotliBytes };
}
