import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { SITE } from "../../app/config/site";
import { collectChanges } from "../../app/notice/change-log";
import { loadNoticeLibrary } from "../../app/notice/content.server";
import { atomFeed } from "../../app/notice/feed";
import { NOTICE_FEED } from "../../app/notice/model";
import { BuildStepError, type BuildStep } from "./step";

/** Writes the rulebook's Atom feed of changes as a static file; returns its number of entries. */
export async function writeNoticeFeed(clientDir: string): Promise<number> {
  const entries = collectChanges(await loadNoticeLibrary());
  const file = path.join(clientDir, NOTICE_FEED.slice(1));
  await mkdir(path.dirname(file), { recursive: true });
  const xml = atomFeed(entries, SITE);
  await writeFile(file, xml);
  return (xml.match(/<entry>/g) ?? []).length;
}

export const noticeFeedStep: BuildStep = {
  kind: "build",
  name: "notice-feed",
  async run({ clientDir }) {
    const entries = await writeNoticeFeed(clientDir);
    if (entries === 0) throw new BuildStepError("notice-feed", NOTICE_FEED, "the feed has no entry");
    return { count: entries, what: `entries in the rulebook's Atom feed (${NOTICE_FEED})` };
  },
};
