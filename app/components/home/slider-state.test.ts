import { describe, expect, it } from "vitest";
import {
  initialSliderState,
  isAutoplaying,
  sliderReducer,
  type SliderAction,
  type SliderState,
} from "./slider-state";

const run = (actions: SliderAction[], state: SliderState = initialSliderState(4)) =>
  actions.reduce(sliderReducer, state);

describe("sliderReducer", () => {
  it("starts on the first slide, playing", () => {
    const state = initialSliderState(4);
    expect(state.index).toBe(0);
    expect(isAutoplaying(state)).toBe(true);
  });

  it("advances and loops from the last slide to the first", () => {
    expect(run([{ type: "next" }]).index).toBe(1);
    expect(run([{ type: "next" }, { type: "next" }, { type: "next" }]).index).toBe(3);
    expect(run([{ type: "next" }, { type: "next" }, { type: "next" }, { type: "next" }]).index).toBe(0);
  });

  it("goes back, and loops from the first slide to the last (a swipe the other way)", () => {
    expect(run([{ type: "next" }, { type: "previous" }]).index).toBe(0);
    expect(run([{ type: "previous" }]).index).toBe(3);
  });

  it("selects a slide and ignores positions that do not exist", () => {
    expect(run([{ type: "select", index: 2 }]).index).toBe(2);
    expect(
      run([
        { type: "select", index: 2 },
        { type: "select", index: 4 },
      ]).index,
    ).toBe(2);
    expect(
      run([
        { type: "select", index: 2 },
        { type: "select", index: -1 },
      ]).index,
    ).toBe(2);
    expect(run([{ type: "select", index: 1.5 }]).index).toBe(0);
  });

  it("pauses while hovered or focused, and resumes when both end", () => {
    const hovered = run([{ type: "hover", value: true }]);
    expect(isAutoplaying(hovered)).toBe(false);
    const both = sliderReducer(hovered, { type: "focus", value: true });
    expect(isAutoplaying(sliderReducer(both, { type: "hover", value: false }))).toBe(false);
    expect(
      isAutoplaying(
        run(
          [
            { type: "hover", value: false },
            { type: "focus", value: false },
          ],
          both,
        ),
      ),
    ).toBe(true);
  });

  it("stays paused by the button even when the pointer and focus leave", () => {
    const paused = run([
      { type: "toggle" },
      { type: "hover", value: false },
      { type: "focus", value: false },
    ]);
    expect(paused.playing).toBe(false);
    expect(isAutoplaying(paused)).toBe(false);
    expect(isAutoplaying(sliderReducer(paused, { type: "toggle" }))).toBe(true);
  });

  it("stops for reduced motion without undoing a later choice to play", () => {
    const stopped = run([{ type: "stop" }]);
    expect(stopped.playing).toBe(false);
    expect(sliderReducer(stopped, { type: "stop" })).toBe(stopped);
    expect(sliderReducer(stopped, { type: "toggle" }).playing).toBe(true);
  });
});
