// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cycleTab, tabStops } from "./tab-cycle";

function press(shiftKey = false) {
  return new KeyboardEvent("keydown", { key: "Tab", shiftKey, cancelable: true });
}

describe("cycleTab", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  function popup() {
    document.body.innerHTML = `<button id="page">page</button>
      <div id="popup"><button id="a">a</button><button id="off" disabled>h</button>
      <div id="b" tabindex="0"></div><div tabindex="-1"></div></div>`;
    return document.getElementById("popup")!;
  }

  it("lists the popup's tab stops, disabled ones left out", () => {
    expect(tabStops(popup()).map((element) => element.id)).toEqual(["a", "b"]);
  });

  it("wraps from the last stop to the first, and back with Shift", () => {
    const container = popup();
    document.getElementById("b")!.focus();
    const forward = press();
    expect(cycleTab(forward, container)).toBe(true);
    expect(forward.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe("a");
    const backward = press(true);
    expect(cycleTab(backward, container)).toBe(true);
    expect(document.activeElement?.id).toBe("b");
  });

  it("leaves a move between two stops of the popup to the browser", () => {
    const container = popup();
    document.getElementById("a")!.focus();
    const forward = press();
    expect(cycleTab(forward, container)).toBe(false);
    expect(forward.defaultPrevented).toBe(false);
  });

  it("brings focus from outside back in", () => {
    const container = popup();
    document.getElementById("page")!.focus();
    expect(cycleTab(press(), container)).toBe(true);
    expect(document.activeElement?.id).toBe("a");
  });

  it("ignores other keys", () => {
    const container = popup();
    expect(cycleTab(new KeyboardEvent("keydown", { key: "Enter" }), container)).toBe(false);
  });
});
