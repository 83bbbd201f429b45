// @vitest-environment happy-dom
import { Map as ImmutableMap } from "immutable";
import { beforeAll, describe, expect, it } from "vitest";
import { houseMarkdown } from "../config/markdown-file";
import { loadDecapModules } from "../load-decap-module";
import { MARKDOWN_BLOCKS } from "./markdown-blocks";

/** Decap's own Markdown field's serializers: what its rich text mode makes of a text and writes back. */
interface Serializers {
  MarkdownControl: new (props: Record<string, unknown>) => unknown;
  markdownToSlate(markdown: string, options?: object): unknown[];
  slateToMarkdown(raw: unknown, options?: object): string;
}
let decap: Serializers;

beforeAll(async () => {
  decap = await loadDecapModules<Serializers>(
    'export { default as MarkdownControl } from "decap-cms-widget-markdown/dist/esm/MarkdownControl/index.js";\n' +
      'export { markdownToSlate, slateToMarkdown } from "decap-cms-widget-markdown/dist/esm/serializers/index.js";',
    ["decap-cms-widget-markdown"],
  );
  // Decap hands its editor components to the serializers when a Markdown field opens.
  new decap.MarkdownControl({
    field: ImmutableMap(),
    editorControl: () => null,
    getEditorComponents: () =>
      ImmutableMap(MARKDOWN_BLOCKS.map((block) => [block.id, { type: "shortcode", ...block }])),
    onChange: () => {},
    onAddAsset: () => {},
    getAsset: () => {},
    classNameWrapper: "",
    t: (key: string) => key,
  });
}, 60_000);

/** The text after a trip through the rich text mode, written as the editor writes files. */
const throughRichText = (markdown: string) =>
  houseMarkdown(decap.slateToMarkdown(decap.markdownToSlate(markdown)));

const ARTICLE = `Un paragraphe avec du **gras** et [un lien](/notice/game/justice/penal#recidive).

## Le principe {#principe}

Le texte de la section.

### Les frais de location {#frais-location}

Table: Loyers des logements par semaine

| Logement | Loyer |
|---|---|
| Studio | 225 $ |

:::bon[Au garage]
Le mécanicien annonce le prix avant de réparer.
:::

:::mauvais
Il répare sans rien dire, puis réclame 5000 $.
:::

- un point
- un autre`;

describe("a text through the rich text mode and back", () => {
  it("keeps headings with their ids, tables and the examples' blocks as written", () => {
    expect(throughRichText(ARTICLE)).toBe(ARTICLE);
  });

  it("shows a heading with an id, a table and a block each as one block, not as escaped text", () => {
    const types = (decap.markdownToSlate(ARTICLE) as { type: string; data?: { shortcode?: string } }[]).map(
      (node) => node.data?.shortcode ?? node.type,
    );
    expect(types).toContain("heading-with-id");
    expect(types).toContain("table");
    expect(types.filter((type) => type === "container-block")).toHaveLength(2);
  });
});
