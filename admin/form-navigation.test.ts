import { describe, expect, it } from "vitest";
import { needsFreshForm } from "./form-navigation";

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
});
