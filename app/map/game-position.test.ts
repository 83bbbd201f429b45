import { describe, expect, it } from "vitest";
import { atParam, formatGamePosition, parseAt } from "./game-position";

describe("formatGamePosition", () => {
  it("writes x, y, z as the game takes them, two decimals, whatever the page's language", () => {
    expect(formatGamePosition({ x: 834.88, y: -1923.59, z: 26.91 })).toBe("834.88, -1923.59, 26.91");
    expect(formatGamePosition({ x: 12, y: -0.5, z: 0 })).toBe("12.00, -0.50, 0.00");
    expect(formatGamePosition({ x: 12, y: 40 })).toBe("12.00, 40.00");
  });
});

describe("parseAt and atParam", () => {
  it("read back what they write", () => {
    for (const spot of [
      { x: 834.88, y: -1923.59, z: 26.91 },
      { x: -16384, y: 16384 },
      { x: 0, y: 0, z: -3.5 },
    ])
      expect(parseAt(atParam(spot))).toEqual(spot);
    expect(atParam({ x: 834.88, y: -1923.59, z: 26.91 })).toBe("834.88,-1923.59,26.91");
  });

  it("read what people type: spaces, no decimals, two numbers", () => {
    expect(parseAt(" 834.881 , -1923 ")).toEqual({ x: 834.88, y: -1923 });
  });

  it.each([
    ["nothing", null],
    ["empty", ""],
    ["one number", "12"],
    ["four numbers", "1,2,3,4"],
    ["off the map", "16385,0"],
    ["a height no spot has", "0,0,99999"],
    ["an exponent", "1e3,2"],
    ["hexadecimal", "0x10,2"],
    ["infinity", "Infinity,2"],
    ["HTML", "<b>1</b>,2"],
    ["10 KB", `${"1".repeat(10_240)},2`],
    ["a long decimal tail", `1.${"5".repeat(80)},2`],
  ])("give no spot for %s", (_, value) => {
    expect(parseAt(value)).toBeUndefined();
  });
});
