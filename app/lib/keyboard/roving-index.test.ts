import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { rovingIndex, type RovingOptions } from "./roving-index";

const menu: RovingOptions = { count: 4, orientation: "vertical", wrap: true };
const list: RovingOptions = { count: 100, orientation: "vertical", wrap: false, page: 10 };
const tabs: RovingOptions = { count: 4, orientation: "horizontal", wrap: true };

describe("rovingIndex", () => {
  it("moves a menu by one with the arrows, wrapping at both ends", () => {
    expect(rovingIndex("ArrowDown", 0, menu)).toBe(1);
    expect(rovingIndex("ArrowDown", 3, menu)).toBe(0);
    expect(rovingIndex("ArrowUp", 0, menu)).toBe(3);
    expect(rovingIndex("Home", 2, menu)).toBe(0);
    expect(rovingIndex("End", 1, menu)).toBe(3);
  });

  it("stops a long list at its ends and moves it by pages", () => {
    expect(rovingIndex("ArrowDown", 99, list)).toBe(99);
    expect(rovingIndex("ArrowUp", 0, list)).toBe(0);
    expect(rovingIndex("PageDown", 95, list)).toBe(99);
    expect(rovingIndex("PageDown", 20, list)).toBe(30);
    expect(rovingIndex("PageUp", 5, list)).toBe(0);
    // Without a page size, Page keys are the browser's.
    expect(rovingIndex("PageDown", 0, menu)).toBeNull();
  });

  it("starts from nothing: forward to the first item, backward to the last", () => {
    expect(rovingIndex("ArrowDown", -1, list)).toBe(0);
    expect(rovingIndex("ArrowUp", -1, list)).toBe(99);
  });

  it("follows what the reader sees in a horizontal list, mirrored in right-to-left", () => {
    expect(rovingIndex("ArrowRight", 0, tabs)).toBe(1);
    expect(rovingIndex("ArrowLeft", 0, tabs)).toBe(3);
    expect(rovingIndex("ArrowLeft", 0, { ...tabs, rtl: true })).toBe(1);
    expect(rovingIndex("ArrowRight", 0, { ...tabs, rtl: true })).toBe(3);
    // A horizontal list leaves Up and Down to the page, a vertical one Left and Right.
    expect(rovingIndex("ArrowDown", 0, tabs)).toBeNull();
    expect(rovingIndex("ArrowRight", 0, menu)).toBeNull();
  });

  it("leaves other keys, and empty lists, to the browser", () => {
    expect(rovingIndex("Enter", 0, menu)).toBeNull();
    expect(rovingIndex("a", 0, menu)).toBeNull();
    expect(rovingIndex("ArrowDown", -1, { ...menu, count: 0 })).toBeNull();
  });

  it("works once inlined as text in a page without modules (the 404 pages)", () => {
    const inlined = runInNewContext(`(${rovingIndex.toString()})`) as typeof rovingIndex;
    expect(inlined("ArrowDown", 3, menu)).toBe(0);
    expect(inlined("ArrowLeft", 0, { ...tabs, rtl: true })).toBe(1);
  });
});
