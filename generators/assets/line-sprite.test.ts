import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LINE_SPRITE_FILE, lineSprite } from "./line-sprite";

describe("line icon sprite", () => {
  it("is up to date with the icons the interface names (run generators/assets/line-sprite.ts)", () => {
    expect(readFileSync(LINE_SPRITE_FILE, "utf8")).toBe(lineSprite());
  });
});
