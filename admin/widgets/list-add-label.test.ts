import { Map as ImmutableMap } from "immutable";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FIELD_LABELS } from "../config/labels";
import { withAddLabel } from "./list-add-label";

/** Decap's list control, as far as these texts go: its heading and its add button. */
function DecapList({ field, t }: { field: ImmutableMap<string, unknown>; t: (key: string) => string }) {
  const items = 0;
  return createElement(
    "p",
    null,
    `${items} ${String(field.get("label")).toLowerCase()} | ${t("editor.editorWidgets.list.add")}`,
  );
}

const render = (settings: Record<string, unknown>) =>
  renderToStaticMarkup(
    createElement(withAddLabel(DecapList as never) as never, {
      field: ImmutableMap(settings),
      t: (key: string) => key,
    }),
  );

describe("a list in the editor", () => {
  it("counts its items with the item's plural when its label is not one (not « 0 journal des modifications »)", () => {
    const [, withArticle, plural] = FIELD_LABELS.changes!.item!;
    expect(plural).toBeDefined();
    expect(render({ label: FIELD_LABELS.changes!.label, add_label: withArticle, count_label: plural })).toBe(
      `<p>0 ${plural} | Ajouter ${withArticle}</p>`,
    );
  });

  it("keeps its own label where it is the plural already", () => {
    expect(render({ label: "Liens", add_label: "un lien" })).toBe("<p>0 liens | Ajouter un lien</p>");
  });
});
