// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDocumentScript } from "./useDocumentScript";

function Page() {
  useDocumentScript("timeline-script", "https://example.test/widgets.js");
  return null;
}

const script = () => document.getElementById("timeline-script");

describe("useDocumentScript", () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    }),
  );
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("adds the script only after the page's first frame has been painted, and removes it on leaving", () => {
    const { unmount } = render(<Page />);
    expect(script()).toBeNull();
    act(() => vi.advanceTimersToNextFrame());
    expect(script()).toBeNull();
    act(() => vi.runOnlyPendingTimers());
    expect(script()?.getAttribute("src")).toBe("https://example.test/widgets.js");
    expect(document.querySelectorAll("#timeline-script")).toHaveLength(1);
    unmount();
    expect(script()).toBeNull();
  });

  it("adds nothing when the page is left before its first paint", () => {
    const { unmount } = render(<Page />);
    unmount();
    act(() => vi.runAllTimers());
    expect(script()).toBeNull();
  });
});
