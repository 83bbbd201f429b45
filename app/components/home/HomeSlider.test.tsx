// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMING } from "~/config/site";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { HomeSlider } from "./HomeSlider";

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderSlider() {
  return render(
    <LocaleProvider locale="fr">
      <HomeSlider />
    </LocaleProvider>,
  );
}

const currentDot = () => screen.getAllByRole("button").find((b) => b.getAttribute("aria-current") === "true");
/** Advances one interval at a time: each slide change re-arms the timer after React renders. */
const advance = (ms: number) => {
  for (let left = ms; left > 0; left -= TIMING.sliderIntervalMs) {
    act(() => vi.advanceTimersByTime(Math.min(left, TIMING.sliderIntervalMs)));
  }
};

describe("HomeSlider", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("changes slide every interval, not before, and loops", () => {
    renderSlider();
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 1 sur 4");
    advance(TIMING.sliderIntervalMs - 1);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 1 sur 4");
    advance(1);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 2 sur 4");
    advance(TIMING.sliderIntervalMs * 3);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 1 sur 4");
  });

  it("hides the other slides from assistive technology and marks the live region off while rotating", () => {
    const { container } = renderSlider();
    const slides = container.querySelectorAll('[role="group"][aria-roledescription="diapositive"]');
    expect(slides).toHaveLength(4);
    expect([...slides].map((slide) => slide.getAttribute("aria-hidden"))).toEqual([
      "false",
      "true",
      "true",
      "true",
    ]);
    expect(container.querySelector(".home-slider__slides")?.getAttribute("aria-live")).toBe("off");
  });

  it("selects a slide with its dot and pauses while hovered", () => {
    const { container } = renderSlider();
    const region = container.querySelector("section")!;
    fireEvent.mouseEnter(region);
    fireEvent.click(screen.getByRole("button", { name: "Diapositive 3 sur 4" }));
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 3 sur 4");
    expect(container.querySelector(".home-slider__slides")?.getAttribute("aria-live")).toBe("polite");
    advance(TIMING.sliderIntervalMs * 2);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 3 sur 4");
    fireEvent.mouseLeave(region);
    advance(TIMING.sliderIntervalMs);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 4 sur 4");
  });

  it("stops with the pause button and resumes with it", () => {
    renderSlider();
    fireEvent.click(screen.getByRole("button", { name: "Mettre en pause le défilement" }));
    advance(TIMING.sliderIntervalMs * 2);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 1 sur 4");
    fireEvent.click(screen.getByRole("button", { name: "Reprendre le défilement" }));
    advance(TIMING.sliderIntervalMs);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 2 sur 4");
  });

  it("does not start on its own under reduced motion", () => {
    setReducedMotion(true);
    renderSlider();
    expect(screen.getByRole("button", { name: "Reprendre le défilement" })).toBeTruthy();
    advance(TIMING.sliderIntervalMs * 3);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 1 sur 4");
  });
});
