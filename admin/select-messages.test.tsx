// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import Select from "react-select";
import { defaultProps } from "react-select/base";
import { describe, expect, it } from "vitest";
import { installFrenchSelectMessages, selectMessagesShapeProblem } from "./select-messages";

describe("the French messages of Decap's choice lists", () => {
  it("are found in the installed react-select, and a list drawn as Decap draws it speaks French", () => {
    expect(selectMessagesShapeProblem()).toBeUndefined();
    expect(installFrenchSelectMessages()).toBeUndefined();
    // Decap's select widget passes its options and value, never these messages.
    render(createElement(Select, { options: [], menuIsOpen: true, inputValue: "location longue durée" }));
    expect(screen.getByText(/^Aucun choix ne contient ces mots/)).toBeTruthy();
    expect(screen.queryByText("No options")).toBeNull();
    expect(defaultProps.placeholder).toBe("Choisir…");
  });

  it("are what a screen reader hears in a list: how to use it, how many choices, which one is taken", async () => {
    expect(installFrenchSelectMessages()).toBeUndefined();
    const user = userEvent.setup();
    const options = [
      { label: "Amendes", value: "amendes" },
      { label: "Caution", value: "caution" },
    ];
    const { container } = render(createElement(Select, { options, "aria-label": "Règle", blurInputOnSelect: false }));
    const liveRegion = () => container.querySelector("#aria-selection")?.parentElement?.textContent ?? "";
    await user.click(screen.getByRole("combobox", { name: "Règle" }));
    await act(() => user.keyboard("{ArrowDown}"));
    expect(liveRegion()).toContain("Flèches haut et bas pour parcourir les choix");
    expect(liveRegion()).toContain("2 choix.");
    await user.keyboard("cau");
    expect(liveRegion()).toContain("1 choix pour «\u00a0cau\u00a0».");
    await user.keyboard("{Enter}");
    expect(liveRegion()).toContain("«\u00a0Caution\u00a0» choisi.");
    expect(liveRegion()).not.toMatch(/Use Up|selected|press|option/i);
  });

  it("name what is missing when react-select changed", () => {
    expect(selectMessagesShapeProblem({ noOptionsMessage: () => "" })).toBe(
      "les listes de choix (react-select) n'ont plus loadingMessage, placeholder, screenReaderStatus",
    );
    expect(installFrenchSelectMessages({})).toMatch(/n'ont plus noOptionsMessage/);
  });
});
