import { describe, expect, it } from "vitest";
import { installFreshForms, needsFreshForm } from "./form-navigation";

describe("going from one editor form to another", () => {
  it("loads a fresh form when an address leads straight from one form to another", () => {
    expect(needsFreshForm("#/collections/map-parking/new", "#/collections/credits-team/new")).toBe(true);
    expect(
      needsFreshForm("#/collections/terms/entries/terms", "#/collections/credits-team/entries/selene"),
    ).toBe(true);
    expect(needsFreshForm("#/collections/map-parking/entries/3001", "#/collections/map-parking/new")).toBe(
      true,
    );
  });

  it("keeps the editor when a list comes between, and when a new entry just saved goes to its address", () => {
    expect(needsFreshForm("#/collections/map-parking/new", "#/collections/map-parking")).toBe(false);
    expect(needsFreshForm("#/collections/credits-team", "#/collections/credits-team/new")).toBe(false);
    expect(
      needsFreshForm("#/collections/credits-team/new", "#/collections/credits-team/entries/selene"),
    ).toBe(false);
    expect(needsFreshForm("#/collections/terms/entries/terms", "#/collections/terms/entries/terms")).toBe(
      false,
    );
  });

  // That the browser does not then ask about leaving a second time is e2e/admin/editor.e2e.ts's (it
  // depends on the order of capturing listeners at the target, which Node's EventTarget lacks).
  it("reloads once the reader has left the form, not when they stayed", async () => {
    const page = new EventTarget() as EventTarget & Window;
    const reloads: string[] = [];
    const location = { hash: "#/collections/credits-team/new", reload: () => reloads.push(location.hash) };
    Object.assign(page, { location, setTimeout: (run: () => void) => setTimeout(run, 0) });
    installFreshForms(page);

    const change = (from: string, to: string) => {
      location.hash = to;
      page.dispatchEvent(
        Object.assign(new Event("hashchange"), {
          oldURL: `http://x/admin/${from}`,
          newURL: `http://x/admin/${to}`,
        }),
      );
    };
    // The reader stays on the form (Decap put the address back): no reload.
    change("#/collections/credits-team/new", "#/collections/map-parking/new");
    location.hash = "#/collections/credits-team/new";
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(reloads).toEqual([]);

    change("#/collections/credits-team/new", "#/collections/map-parking/new");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(reloads).toEqual(["#/collections/map-parking/new"]);
  });
});
