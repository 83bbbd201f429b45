import { createHash } from "node:crypto";
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { BUILD_FILES } from "../../server/site-rules";

/** sha256 sources of the inline scripts of one HTML document (JSON-LD data blocks are not scripts that run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\b(src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[2] ?? "";
    if (body.length === 0) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

async function htmlFiles(dir: string, base = dir): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlFiles(full, base)));
    else if (entry.name.endsWith(".html")) found.push(`/${path.relative(base, full).split(path.sep).join("/")}`);
  }
  return found;
}

/**
 * Pre-rendered pages carry inline scripts (router context, loader data) that differ per page.
 * Their hashes are collected per HTML file: every server sends each page the policy allowing its own.
 */
export async function writeCspManifest(clientDir: string, buildDir: string): Promise<Record<string, string[]>> {
  const manifest: Record<string, string[]> = {};
  for (const file of await htmlFiles(clientDir)) {
    manifest[file] = inlineScriptHashes(await readFile(path.join(clientDir, file), "utf8"));
  }
  await writeFile(path.join(buildDir, BUILD_FILES.cspManifest), JSON.stringify(manifest));
  return manifest;
}
