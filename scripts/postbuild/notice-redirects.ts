import { writeFile } from "node:fs/promises";
import path from "node:path";
import { loadNoticeLibrary } from "../../app/notice/content.server";
import type { BuildStep } from "./step";

/** Where the servers read the old rulebook paths and the articles they lead to. */
export const NOTICE_REDIRECTS_FILE = "notice-redirects.json";

/**
 * Writes `build/notice-redirects.json`: `[{ "from": old site path, "to": article path }]`, French
 * site paths without a language prefix (the same old path under /en/… leads to /en/…).
 */
export async function writeNoticeRedirects(buildDir: string): Promise<number> {
  const { redirects } = await loadNoticeLibrary();
  await writeFile(path.join(buildDir, NOTICE_REDIRECTS_FILE), `${JSON.stringify(redirects, null, 2)}\n`);
  return redirects.length;
}

export const noticeRedirectsStep: BuildStep = {
  kind: "build",
  name: "notice-redirects",
  async run({ buildDir }) {
    return {
      count: await writeNoticeRedirects(buildDir),
      what: `old rulebook paths kept as redirects (build/${NOTICE_REDIRECTS_FILE})`,
    };
  },
};
