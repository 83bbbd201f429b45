import { useEffect, useState } from "react";
import type { BlockEditorComponentOptions } from "decap-cms-core";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { ExampleSyntaxError, renderMarkdown } from "~/lib/markdown/render";
import { exampleKindLabels, fillExampleKinds } from "~/notice/example-kinds";

/**
 * The editor's « Exemples : à faire / à éviter » component: the toolbar's « + » menu (rich text
 * mode) inserts a pair of worked examples as a form (a label and a scene each), and reads back
 * any run of `:::bon` / `:::mauvais` blocks already in the text (app/lib/markdown/plugins/examples.ts),
 * so that the rich text mode keeps them as they were written.
 */
export interface ExamplePairData {
  bonTitre?: string;
  bon?: string;
  mauvaisTitre?: string;
  mauvais?: string;
}

/** One block: its label (no bracket, no line break) and its scene, up to a line that is only `:::`. */
const block = (name: string) =>
  `:::${name}(?:\\[([^[\\]\\n]*)\\])?[ \\t]*\\n([\\s\\S]*?)\\n:::[ \\t]*(?=\\n|$)`;

/**
 * A good example and the bad one after it, or either alone. Decap anchors it at the start of a
 * block; without the `m` flag, which Decap refuses.
 */
export const EXAMPLE_PAIR_PATTERN = new RegExp(
  `^(?:${block("bon")}(?:\\n[ \\t]*\\n${block("mauvais")})?|${block("mauvais")})`,
);

export function examplePairFromBlock(match: RegExpMatchArray): ExamplePairData {
  const [, bonTitre, bon, pairedTitre, paired, aloneTitre, alone] = match;
  const data: ExamplePairData = {};
  if (bon !== undefined) Object.assign(data, { bon, bonTitre: bonTitre ?? "" });
  const mauvais = paired ?? alone;
  if (mauvais !== undefined) Object.assign(data, { mauvais, mauvaisTitre: pairedTitre ?? aloneTitre ?? "" });
  return data;
}

function blockOf(name: string, title: string | undefined, scene: string | undefined): string | undefined {
  const text = (scene ?? "").trim();
  if (!text) return undefined;
  // A label is one line without brackets, or the block would not read back as an example.
  const label = (title ?? "")
    .replace(/[[\]\n\r]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  return `:::${name}${label ? `[${label}]` : ""}\n${text}\n:::`;
}

/** The Markdown of the pair, each filled half as its own block; nothing when both are empty. */
export function examplePairToBlock(data: ExamplePairData): string {
  return [blockOf("bon", data.bonTitre, data.bon), blockOf("mauvais", data.mauvaisTitre, data.mauvais)]
    .filter((written): written is string => written !== undefined)
    .join("\n\n");
}

/** The pair as the site shows it: the site's renderer, the kinds in French. */
function ExamplePairPreview({ data }: { data: ExamplePairData }) {
  const markdown = examplePairToBlock(data);
  const [html, setHtml] = useState("");
  useEffect(() => {
    let current = true;
    Promise.all([renderMarkdown(markdown), exampleKindLabels("fr")]).then(
      ([rendered, labels]) => current && setHtml(fillExampleKinds(rendered.html, labels)),
      (error: Error) =>
        current && setHtml(error instanceof ExampleSyntaxError ? error.french : error.message),
    );
    return () => {
      current = false;
    };
  }, [markdown]);
  return <div className="article-body" {...FRENCH_CONTENT} dangerouslySetInnerHTML={{ __html: html }} />;
}

export const examplePairComponent: BlockEditorComponentOptions = {
  id: "example-pair",
  label: "Exemples : à faire / à éviter",
  fields: [
    { name: "bonTitre", label: "À faire : titre (facultatif, ex. « Au garage »)", widget: "string" },
    { name: "bon", label: "À faire : la scène, en quelques phrases", widget: "text" },
    { name: "mauvaisTitre", label: "À éviter : titre (facultatif)", widget: "string" },
    { name: "mauvais", label: "À éviter : la scène, en quelques phrases", widget: "text" },
  ],
  pattern: EXAMPLE_PAIR_PATTERN,
  fromBlock: examplePairFromBlock,
  toBlock: examplePairToBlock,
  toPreview: (data: ExamplePairData) => <ExamplePairPreview data={data} />,
};
