import { List, Map as ImmutableMap } from "immutable";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FIELD_LABELS } from "../config/labels";
import { withAddLabel } from "./list-add-label";

/** Decap's list control, as far as these texts go: its count (as Decap words it) and its add button. */
function DecapList({
  field,
  t,
  value,
}: {
  field: ImmutableMap<string, unknown>;
  t: (key: string) => string;
  value: List<unknown>;
}) {
  const label = String(
    value.size === 1 ? (field.get("label_singular") ?? field.get("label")) : field.get("label"),
  );
  return createElement(
    "p",
    null,
    `${value.size} ${label.toLowerCase()} | ${t("editor.editorWidgets.list.add")}`,
  );
}

const render = (settings: Record<string, unknown>, items = 0) =>
  renderToStaticMarkup(
    createElement(withAddLabel(DecapList as never) as never, {
      field: ImmutableMap(settings),
      t: (key: string) => key,
      value: List(Array.from({ length: items }, (_, index) => index)),
    }),
  );

describe("a list in the editor", () => {
  it("counts its items with the item's plural when its label is not one (not « 0 journal des modifications »)", () => {
    const [, withArticle, plural] = FIELD_LABELS.changes!.item!;
    expect(plural).toBeDefined();
    const settings = { label: FIELD_LABELS.changes!.label, add_label: withArticle, count_label: plural };
    expect(render(settings, 3)).toBe(`<p>3 ${plural} | Ajouter ${withArticle}</p>`);
  });

  it("counts none in the singular, as French does (« 0 entrée », not « 0 entrées »)", () => {
    const [singular, withArticle, plural] = FIELD_LABELS.changes!.item!;
    const settings = { label: "x", label_singular: singular, add_label: withArticle, count_label: plural };
    expect(render(settings)).toBe(`<p>0 ${singular} | Ajouter ${withArticle}</p>`);
    expect(render({ label: "Liens", label_singular: "lien", add_label: "un lien" })).toBe(
      "<p>0 lien | Ajouter un lien</p>",
    );
  });

  it("keeps its own label where it is the plural already", () => {
    expect(render({ label: "Liens", label_singular: "lien", add_label: "un lien" }, 2)).toBe(
      "<p>2 liens | Ajouter un lien</p>",
    );
  });
});
