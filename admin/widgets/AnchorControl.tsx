import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { extractHeadings } from "~/lib/markdown/render";
import { draftBases } from "../backend-guard";
import { parseMarkdownFile } from "../config/markdown-file";
import { refused, type Validity } from "./validity";

type Props = CmsWidgetControlProps<string> & { getEntry?: () => { getIn(path: string[]): unknown } };

/**
 * The sections of the article as it was opened, read from the published file: a change that names
 * a heading this edit renamed is said at save with the heading's other links, with the one fix
 * that keeps them all ({#id} after the new title: save-checks.ts), not alone in a closed list item.
 */
function openedSections(path: unknown): ReturnType<typeof sectionsOf> {
  const raw = typeof path === "string" ? draftBases()?.baseOf(path) : undefined;
  if (raw === undefined) return [];
  try {
    return sectionsOf(String(parseMarkdownFile(raw).body ?? ""));
  } catch {
    return [];
  }
}

/**
 * The article's section headings (## and ###) with the ids the site gives them, and the label
 * staff choose them by: the heading's text, numbered when several headings read the same (the
 * id, `#du-sursis-a-l-incarceration`, means nothing to them).
 */
export function sectionsOf(body: string): { id: string; text: string; label: string }[] {
  try {
    const headings = extractHeadings(body).filter((heading) => heading.depth >= 2 && heading.depth <= 3);
    const seen = new Map<string, number>();
    return headings.map(({ id, text }) => {
      const count = (seen.get(text) ?? 0) + 1;
      seen.set(text, count);
      const repeated = headings.filter((heading) => heading.text === text).length > 1;
      return { id, text, label: repeated ? `${text} (${count === 1 ? "1re" : `${count}e`})` : text };
    });
  } catch {
    // A heading being typed (a duplicate id for a moment) must not break the form.
    return [];
  }
}

/**
 * The section a change names: a choice among the article body's headings, with the ids of the
 * site's own heading-id plugin, so that a change never names a section that does not exist.
 */
export class AnchorControl extends Component<Props> {
  private body(): string {
    const body = this.props.getEntry?.().getIn(["data", "body"]);
    return typeof body === "string" ? body : "";
  }

  private renamed(value: string) {
    return openedSections(this.props.getEntry?.().getIn(["path"])).find((section) => section.id === value);
  }

  isValid = (): Validity => {
    const value = this.props.value;
    if (!value) return true;
    if (sectionsOf(this.body()).some((section) => section.id === value)) return true;
    if (this.renamed(value)) return true;
    return refused(`Aucun titre de l'article n'a l'identifiant « ${value} ».`);
  };

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    const sections = sectionsOf(this.body());
    const renamed = value ? this.renamed(value) : undefined;
    return (
      <select
        id={forID}
        className={classNameWrapper}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">— Tout l'article —</option>
        {value && !sections.some((section) => section.id === value) ? (
          <option value={value}>
            {renamed ? `${renamed.text} (titre changé dans le texte)` : `${value} (introuvable)`}
          </option>
        ) : null}
        {sections.map((section) => (
          <option key={section.id} value={section.id}>
            {section.label}
          </option>
        ))}
      </select>
    );
  }
}
