// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import Select from "react-select";
import { defaultProps } from "react-select/base";
import { describe, expect, it } from "vitest";
import { installSelectDefaults, labelHasEveryWord, selectDefaultsShapeProblem } from "./select-defaults";

describe("the French messages of Decap's choice lists", () => {
  it("are found in the installed react-select, and a list drawn as Decap draws it speaks French", () => {
    expect(selectDefaultsShapeProblem()).toBeUndefined();
    expect(installSelectDefaults()).toBeUndefined();
    // Decap's select widget passes its options and value, never these messages.
    render(createElement(Select, { options: [], menuIsOpen: true, inputValue: "location longue durée" }));
    expect(screen.getByText(/^Aucun choix ne contient tous ces mots/)).toBeTruthy();
    expect(screen.queryByText("No options")).toBeNull();
    expect(defaultProps.placeholder).toBe("Choisir…");
  });

  it("are what a screen reader hears in a list: how to use it, how many choices, which one is taken", async () => {
    expect(installSelectDefaults()).toBeUndefined();
    const user = userEvent.setup();
    const options = [
      { label: "Amendes", value: "amendes" },
      { label: "Caution", value: "caution" },
    ];
    const { container } = render(
      createElement(Select, { options, "aria-label": "Règle", blurInputOnSelect: false }),
    );
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
    // Its sentences apart, not run together.
    expect(liveRegion()).not.toMatch(/\.\S/);
    await user.keyboard("zzz");
    expect(liveRegion()).toContain("Aucun choix pour");
  });

  it("find a section by words of its category, article and title, in any order, without accents", async () => {
    expect(installSelectDefaults()).toBeUndefined();
    const user = userEvent.setup();
    const options = [
      { label: "Véhicules · Location › Les deux formules", value: "a" },
      { label: "Véhicules · Achat › Le certificat d'immatriculation", value: "b" },
    ];
    render(createElement(Select, { options, "aria-label": "Section" }));
    await user.type(screen.getByRole("combobox", { name: "Section" }), "location formules");
    expect(screen.getByRole("option", { name: "Véhicules · Location › Les deux formules" })).toBeTruthy();
    expect(screen.queryByRole("option", { name: /Achat/ })).toBeNull();
  });

  it("keep an option only when it holds every word typed", () => {
    const label = "Véhicules · Location › Les deux formules";
    expect(labelHasEveryWord(label, "formules vehicules")).toBe(true);
    expect(labelHasEveryWord(label, "  LOCATION › deux ")).toBe(true);
    expect(labelHasEveryWord(label, "")).toBe(true);
    expect(labelHasEveryWord(label, "location achat")).toBe(false);
    expect(labelHasEveryWord("Banque · L'ATM › Retraits", "l'atm")).toBe(true);
  });

  it("name what is missing when react-select changed", () => {
    expect(selectDefaultsShapeProblem({ noOptionsMessage: () => "" })).toBe(
      "les listes de choix (react-select) n'ont plus filterOption, loadingMessage, placeholder, screenReaderStatus",
    );
    expect(installSelectDefaults({})).toMatch(/n'ont plus filterOption, noOptionsMessage/);
  });
});
