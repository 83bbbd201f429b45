// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SUMMARY_MISSING } from "../config/change-entry";
import { ChangeEntryControl } from "./ChangeEntryControl";
import { todayInFrance } from "./today";

afterEach(cleanup);

function renderControl(value: Record<string, unknown>) {
  const control = createRef<ChangeEntryControl>();
  const props = { forID: "change", value, onChange: () => {} } as unknown as ConstructorParameters<
    typeof ChangeEntryControl
  >[0];
  render(<ChangeEntryControl ref={control} {...props} />);
  return control;
}

describe("the change entry box", () => {
  it("says under the summary that it is missing, once a save has been refused", () => {
    const control = renderControl({ add: true, date: todayInFrance(), summary: "" });
    const summary = screen.getByLabelText("Résumé (obligatoire)");
    // Not before: an empty box just ticked is not yet a mistake.
    expect(screen.queryByText(SUMMARY_MISSING)).toBeNull();
    let validity: unknown;
    act(() => {
      validity = control.current!.isValid();
    });
    expect(validity).toMatchObject({ error: { message: SUMMARY_MISSING } });
    expect(screen.getByText(SUMMARY_MISSING).id).toBe(summary.getAttribute("aria-describedby"));
    expect(summary.getAttribute("aria-invalid")).toBe("true");
  });

  it("says nothing under the summary when it is written", () => {
    const control = renderControl({ add: true, date: todayInFrance(), summary: "La règle change." });
    act(() => {
      expect(control.current!.isValid()).toBe(true);
    });
    expect(screen.queryByText(SUMMARY_MISSING)).toBeNull();
  });

  it("names each field by its label alone, and says the day is Paris's", () => {
    renderControl({ add: true, date: todayInFrance(), summary: "" });
    expect(screen.getByRole("combobox", { name: "Section concernée" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Résumé (obligatoire)" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Date" }).getAttribute("aria-describedby")).toMatch(/paris/);
    expect(screen.getByText(/Le jour à Paris/)).toBeTruthy();
  });
});
