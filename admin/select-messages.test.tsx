// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
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

  it("name what is missing when react-select changed", () => {
    expect(selectMessagesShapeProblem({ noOptionsMessage: () => "" })).toBe(
      "les listes de choix (react-select) n'ont plus loadingMessage, placeholder, screenReaderStatus",
    );
    expect(installFrenchSelectMessages({})).toMatch(/n'ont plus noOptionsMessage/);
  });
});
