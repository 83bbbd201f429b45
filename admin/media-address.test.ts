// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { openMediaFromAddress } from "./media-address";

describe("the media library's address", () => {
  it("opens the media library from #/media once the header is there, and goes to the editor's home", async () => {
    location.hash = "#/media";
    const clicks: string[] = [];
    openMediaFromAddress(window);
    expect(location.hash).toBe("#/");
    // Logged in: Decap draws its header.
    const header = document.createElement("header");
    for (const label of ["Contenus", "Médias"]) {
      const button = document.createElement("button");
      button.textContent = label;
      button.addEventListener("click", () => clicks.push(label));
      header.append(button);
    }
    document.body.append(header);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual(["Médias"]);
  });

  it("leaves every other address alone", () => {
    location.hash = "#/collections/quiz";
    openMediaFromAddress(window);
    expect(location.hash).toBe("#/collections/quiz");
  });
});
