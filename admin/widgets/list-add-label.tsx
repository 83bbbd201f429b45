import type { ComponentType } from "react";

/** The key of Decap's « Ajouter %{item} » button text. */
const ADD_KEY = "editor.editorWidgets.list.add";

interface Field {
  get(key: string): unknown;
  set(key: string, value: unknown): Field;
}

interface ListProps {
  field: Field;
  /** The list's items (an Immutable List). */
  value?: { size?: number } | null;
  t: (key: string, options?: Record<string, unknown>) => string;
}

/**
 * Decap's list control, whose « add » button names the item with its article (« Ajouter une
 * modification »): Decap builds that text and the count (« 1 modification ») from the same
 * `label_singular`, so the article comes from the field's own `add_label` (admin/config/fields.ts).
 * Decap counts the items with the list's label (« 0 journal des modifications »): a field's own
 * `count_label` (« entrées ») replaces it there. French counts nothing in the singular (« 0 entrée »),
 * where Decap would write its plural. The control itself is Decap's, given every prop and
 * its ref (React 19 passes ref as a prop), so that Decap still validates the items through it.
 */
export function withAddLabel<P extends ListProps>(List: ComponentType<P>): ComponentType<P> {
  function ListControl(props: P) {
    const addLabel = props.field.get("add_label");
    const countLabel = props.field.get("count_label");
    const singular = props.field.get("label_singular");
    const empty = (props.value?.size ?? 0) === 0;
    const field =
      empty && typeof singular === "string"
        ? props.field.set("label", singular)
        : typeof countLabel === "string"
          ? props.field.set("label", countLabel)
          : props.field;
    if (typeof addLabel !== "string") return <List {...props} field={field} />;
    const t: ListProps["t"] = (key, options) =>
      key === ADD_KEY ? `Ajouter ${addLabel}` : props.t(key, options);
    return <List {...props} field={field} t={t} />;
  }
  return ListControl;
}
