import { describe, expect, it } from "vitest";
import { COMMUNITY_TABS, tabIndexForKey } from "./community-tabs";

describe("community tabs", () => {
  it("lists twitch first (the default), then discord, twitter and youtube", () => {
    expect(COMMUNITY_TABS.map((tab) => tab.id)).toEqual(["twitch", "discord", "twitter", "youtube"]);
  });

  it("moves with the arrows, wrapping at both ends", () => {
    expect(tabIndexForKey("ArrowRight", 0, 4, false)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 3, 4, false)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 4, false)).toBe(3);
    expect(tabIndexForKey("ArrowLeft", 2, 4, false)).toBe(1);
  });

  it("mirrors the arrows in right-to-left", () => {
    expect(tabIndexForKey("ArrowLeft", 0, 4, true)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 0, 4, true)).toBe(3);
  });

  it("goes to the ends with Home and End and ignores other keys", () => {
    expect(tabIndexForKey("Home", 2, 4, false)).toBe(0);
    expect(tabIndexForKey("End", 1, 4, true)).toBe(3);
    expect(tabIndexForKey("Enter", 1, 4, false)).toBeNull();
    expect(tabIndexForKey("ArrowDown", 1, 4, false)).toBeNull();
  });
});
