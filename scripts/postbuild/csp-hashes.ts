import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { BUILD_FILES } from "../../server/site-rules";
import { pageFiles } from "./page-files";
import type { BuildStep } from "./step";

/** sha256 sources of the inline scripts of one HTML document (JSON-LD data blocks are not scripts that run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(
    /<script(?![^>]*\b(src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const body = match[2] ?? "";
    if (body.length === 0) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * Pre-rendered pages carry inline scripts (router context, loader data) that differ per page.
 * Their hashes are collected per HTML file: every server sends each page the policy allowing its own.
 */
export async function writeCspManifest(
  clientDir: string,
  buildDir: string,
): Promise<Record<string, string[]>> {
  const manifest: Record<string, string[]> = {};
  for (const file of await pageFiles(clientDir)) {
    manifest[file] = inlineScriptHashes(await readFile(path.join(clientDir, file), "utf8"));
  }
  await writeFile(path.join(buildDir, BUILD_FILES.cspManifest), JSON.stringify(manifest));
  return manifest;
}

export const cspHashesStep: BuildStep = {
  kind: "build",
  name: "csp-hashes",
  async run({ clientDir, buildDir }) {
    const manifest = await writeCspManifest(clientDir, buildDir);
    const scripts = Object.values(manifest).reduce((sum, hashes) => sum + hashes.length, 0);
    return {
      count: Object.keys(manifest).length,
      what: `pages with the hashes of their inline scripts (${scripts} in all)`,
    };
  },
};
