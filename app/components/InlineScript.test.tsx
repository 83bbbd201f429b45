// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChangeLogEarlyFilter } from "./notice/ChangeLogEarlyFilter";
import { EarlyImageTaps } from "./notice/EarlyImageTaps";
import { EarlyMapTaps } from "./map/EarlyMapTaps";

// React's act() warns unless the environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const warnedAboutScript = (error: { mock: { calls: unknown[][] } }) =>
  error.mock.calls.some((call) => String(call[0]).includes("Encountered a script tag"));

const scripts = [
  ["EarlyImageTaps", () => <EarlyImageTaps />],
  ["ChangeLogEarlyFilter", () => <ChangeLogEarlyFilter categories={["justice"]} />],
  ["EarlyMapTaps", () => <EarlyMapTaps />],
] as const;

describe("the pages' early inline scripts", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  for (const [name, element] of scripts) {
    it(`${name}: in the pre-rendered HTML, hydrated without a mismatch`, async () => {
      const html = renderToString(element());
      // A function called at once with its arguments (inlineCall), nothing else.
      expect(html).toMatch(/^<script>\(.+\)\(.*\)<\/script>$/s);
      const container = document.createElement("div");
      container.innerHTML = html;
      document.body.append(container);
      const recoverable = vi.fn();
      const error = vi.spyOn(console, "error");
      await act(async () => {
        hydrateRoot(container, element(), { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(warnedAboutScript(error)).toBe(false);
      container.remove();
    });

    it(`${name}: never created by a client render, which React would warn about (the editor's preview)`, () => {
      const error = vi.spyOn(console, "error");
      const { container } = render(element());
      expect(container.querySelector("script")).toBeNull();
      expect(warnedAboutScript(error)).toBe(false);
    });
  }
});
