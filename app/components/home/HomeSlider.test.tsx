// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMING } from "~/config/site";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { HomeSlider } from "./HomeSlider";

// The rules (looping, pausing) are in slider-state.test.ts; timing on a real page, the pointer,
// focus and reduced motion in e2e/home.e2e.ts. Here: the markup and what the buttons do to it.

function renderSlider() {
  return render(
    <LocaleProvider locale="fr">
      <HomeSlider />
    </LocaleProvider>,
  );
}

const currentDot = () => screen.getAllByRole("button").find((b) => b.getAttribute("aria-current") === "true");
const liveMode = (container: HTMLElement) =>
  container.querySelector(".home-slider__slides")?.getAttribute("aria-live");
/** Advances one interval at a time: each slide change re-arms the timer after React renders. */
const advance = (ms: number) => {
  for (let left = ms; left > 0; left -= TIMING.sliderIntervalMs) {
    act(() => vi.advanceTimersByTime(Math.min(left, TIMING.sliderIntervalMs)));
  }
};

describe("HomeSlider", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("has carousel semantics: a labelled region of labelled slides, only the current one exposed", () => {
    const { container } = renderSlider();
    const region = container.querySelector("section.home-slider")!;
    expect(region.getAttribute("aria-roledescription")).toBe("carrousel");
    expect(region.getAttribute("aria-label")).toBe("Présentation du serveur");
    const slides = [...container.querySelectorAll(".home-slide")];
    expect(slides.map((slide) => slide.getAttribute("role"))).toEqual(["group", "group", "group", "group"]);
    expect(slides.map((slide) => slide.getAttribute("aria-roledescription"))).toEqual(
      Array(4).fill("diapositive"),
    );
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 sur 4",
      "2 sur 4",
      "3 sur 4",
      "4 sur 4",
    ]);
    expect(slides.map((slide) => slide.getAttribute("aria-hidden"))).toEqual([
      "false",
      "true",
      "true",
      "true",
    ]);
    expect(
      [...container.querySelectorAll(".home-slide__image")].map((image) => image.getAttribute("src")),
    ).toEqual([1, 2, 3, 4].map((index) => `/img/home/slide-${index}.webp`));
    // The live region stays quiet while the slides turn on their own.
    expect(liveMode(container)).toBe("off");
  });

  it("has numbered dots, each naming and controlling its slide, the current one marked", () => {
    const { container } = renderSlider();
    const dots = [...container.querySelectorAll(".slider-dot")];
    expect(dots.map((dot) => dot.textContent)).toEqual(["1", "2", "3", "4"]);
    expect(dots.map((dot) => dot.getAttribute("aria-label"))).toEqual(
      [1, 2, 3, 4].map((index) => `Diapositive ${index} sur 4`),
    );
    const slideIds = [...container.querySelectorAll(".home-slide")].map((slide) => slide.id);
    expect(dots.map((dot) => dot.getAttribute("aria-controls"))).toEqual(slideIds);
    expect(new Set(slideIds).size).toBe(4);
    expect(dots.map((dot) => dot.getAttribute("aria-current"))).toEqual(["true", null, null, null]);
  });

  it("shows the slide of a dot and gives it a full interval before the next one", () => {
    const { container } = renderSlider();
    advance(TIMING.sliderIntervalMs - 100);
    fireEvent.click(screen.getByRole("button", { name: "Diapositive 3 sur 4" }));
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 3 sur 4");
    expect(
      [...container.querySelectorAll(".home-slide")].map((slide) => slide.getAttribute("aria-hidden")),
    ).toEqual(["true", "true", "false", "true"]);
    advance(TIMING.sliderIntervalMs - 1);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 3 sur 4");
    advance(1);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 4 sur 4");
  });

  it("stops with the pause button, which becomes a play button, and resumes with it", () => {
    const { container } = renderSlider();
    fireEvent.click(screen.getByRole("button", { name: "Mettre en pause le défilement" }));
    expect(liveMode(container)).toBe("polite");
    advance(TIMING.sliderIntervalMs * 2);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 1 sur 4");
    fireEvent.click(screen.getByRole("button", { name: "Reprendre le défilement" }));
    expect(liveMode(container)).toBe("off");
    expect(screen.getByRole("button", { name: "Mettre en pause le défilement" })).toBeTruthy();
    advance(TIMING.sliderIntervalMs);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Diapositive 2 sur 4");
  });
});
