/**
 * What Decap's rich text mode (« Texte enrichi ») cannot show as it is, kept as written: a
 * heading with its own id (`## Le principe {#principe}`), a table, a block between `:::` lines
 * (the rulebook's worked examples, `:::bon` … `:::`). Each is a Decap « editor component »: in rich
 * text it shows as a small form, in Markdown as its text, and it is written back exactly; without
 * them the rich text mode escaped them (`\##`, `\|`) or made the id part of the heading's text.
 */

/** A Decap editor component, as `CMS.registerEditorComponent` takes it. */
export interface EditorBlock {
  id: string;
  label: string;
  fields: Record<string, unknown>[];
  pattern: RegExp;
  fromBlock(match: RegExpMatchArray): Record<string, string>;
  toBlock(data: Record<string, string | undefined>): string;
  toPreview(data: Record<string, string | undefined>): string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `## Le principe {#principe}`: the level, the text and the id, each a field. */
export const HEADING_WITH_ID: EditorBlock = {
  id: "heading-with-id",
  label: "Titre de section avec identifiant",
  fields: [
    {
      name: "level",
      label: "Niveau",
      widget: "select",
      options: [
        { label: "Section (##)", value: "##" },
        { label: "Sous-section (###)", value: "###" },
      ],
      default: "##",
    },
    { name: "text", label: "Titre", widget: "string" },
    {
      name: "id",
      label: "Identifiant",
      widget: "string",
      hint: "Reste le même si le titre change : les liens et le journal le citent.",
      pattern: [
        "^[A-Za-z][\\w-]*$",
        "Des lettres sans accent, des chiffres et des tirets, par exemple principe.",
      ],
    },
  ],
  pattern: /^(#{2,6})[ \t]+([^\n]*?)[ \t]*\{#([A-Za-z][\w-]*)\}[ \t]*(?=\n|$)/,
  fromBlock: (match) => ({ level: match[1] ?? "##", text: match[2] ?? "", id: match[3] ?? "" }),
  toBlock: ({ level = "##", text = "", id = "" }) => `${level} ${text.trim()} {#${id.trim()}}`,
  toPreview: ({ level = "##", text = "" }) => `<h${level.length}>${escapeHtml(text)}</h${level.length}>`,
};

/** A table: its lines, each starting with `|`, edited as text. */
export const TABLE: EditorBlock = {
  id: "table",
  label: "Tableau",
  fields: [
    {
      name: "markdown",
      label: "Tableau",
      widget: "text",
      hint: "Une ligne par rangée : | Colonne | Colonne |, puis |---|---| sous les titres.",
    },
  ],
  pattern: /^\|[^\n]*(?:\n\|[^\n]*)*/,
  fromBlock: (match) => ({ markdown: match[0] }),
  toBlock: ({ markdown = "" }) => markdown.trim(),
  toPreview: ({ markdown = "" }) => `<pre>${escapeHtml(markdown)}</pre>`,
};

/**
 * A block between `:::name` (with an optional `[label]`) and `:::`, such as a worked example
 * (`:::bon[Au garage]` … `:::`). A component registered before this one for a particular block
 * takes it first: this one keeps any other as written.
 */
export const CONTAINER: EditorBlock = {
  id: "container-block",
  label: "Bloc (:::)",
  fields: [
    {
      name: "name",
      label: "Sorte de bloc",
      widget: "string",
      hint: "Le mot après ::: (par exemple bon, mauvais).",
    },
    { name: "label", label: "Titre", widget: "string", required: false },
    { name: "content", label: "Texte", widget: "text" },
  ],
  pattern: /^:::([A-Za-z][\w-]*)(?:\[([^\]\n]*)\])?[ \t]*\n([\s\S]*?)\n:::[ \t]*(?=\n|$)/,
  fromBlock: (match) => ({ name: match[1] ?? "", label: match[2] ?? "", content: match[3] ?? "" }),
  toBlock: ({ name = "", label = "", content = "" }) =>
    `:::${name.trim()}${label.trim() ? `[${label.trim()}]` : ""}\n${content.replace(/^\n+|\n+$/g, "")}\n:::`,
  toPreview: ({ label = "", content = "" }) =>
    `<div>${label ? `<strong>${escapeHtml(label)}</strong>` : ""}<p>${escapeHtml(content)}</p></div>`,
};

export const MARKDOWN_BLOCKS = [HEADING_WITH_ID, TABLE, CONTAINER] as const;

/**
 * Registers the blocks with Decap. Called after every other editor component: Decap gives a block
 * to the first component whose pattern matches it, so a component for one kind of `:::` block
 * (the examples' own) comes first, and `CONTAINER` keeps the others.
 */
export function registerMarkdownBlocks(cms: { registerEditorComponent(component: EditorBlock): void }) {
  for (const block of MARKDOWN_BLOCKS) cms.registerEditorComponent(block);
}
