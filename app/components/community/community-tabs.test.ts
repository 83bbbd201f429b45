import { describe, expect, it } from "vitest";
import { COMMUNITY_TABS } from "./community-tabs";

// The arrow keys are the shared roving-index helper's (app/lib/keyboard/roving-index.test.ts).
describe("community tabs", () => {
  it("lists twitch first (the default), then discord, twitter and youtube", () => {
    expect(COMMUNITY_TABS.map((tab) => tab.id)).toEqual(["twitch", "discord", "twitter", "youtube"]);
  });
});
