import type { Emphasis, Nodes, Paragraph, Parents, PhrasingContent, Root, RootContent, Text } from "mdast";
import type { Element } from "hast";
import type { ContainerDirective } from "mdast-util-directive";
import type { Options as ToHastOptions } from "remark-rehype";
import { SKIP, visit } from "unist-util-visit";

/**
 * The worked examples of the rulebook: a short scene of good RP and one of bad RP under a rule,
 * written by staff as container directives (remark-directive), the label in brackets optional:
 *
 *     :::bon
 *     Ce qu'il faut faire…
 *     :::
 *
 *     :::mauvais[Au garage]
 *     Ce qu'il faut éviter…
 *     :::
 *
 * A good example followed by a bad one is a pair, shown side by side where there is room.
 */
export const EXAMPLE_DIRECTIVES = { bon: "good", mauvais: "bad" } as const;
export type ExampleKind = (typeof EXAMPLE_DIRECTIVES)[keyof typeof EXAMPLE_DIRECTIVES];
export const EXAMPLE_KINDS: readonly ExampleKind[] = Object.values(EXAMPLE_DIRECTIVES);

/**
 * A block of the text that cannot be shown as an example; `line` counts from the text's first
 * line. `frenchReason` is what the build and the editor tell staff (with the line of the file, or
 * of the text: `french`); `reason` is the same in English, for developers' logs.
 */
export class ExampleSyntaxError extends Error {
  override name = "ExampleSyntaxError";
  readonly french: string;
  constructor(
    readonly reason: string,
    readonly frenchReason: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${reason}`);
    this.french = `ligne ${line} : ${frenchReason}`;
  }
}

const NAMES = Object.keys(EXAMPLE_DIRECTIVES).map((name) => `":::${name}"`);
const FRENCH_NAMES = Object.keys(EXAMPLE_DIRECTIVES).map((name) => `« :::${name} »`);
const CLOSING_FENCE = /^[ \t]*:{3,}[ \t]*\r?$/;
const EXAMPLE_CLASS = "example";

function isExampleName(name: string): name is keyof typeof EXAMPLE_DIRECTIVES {
  return Object.hasOwn(EXAMPLE_DIRECTIVES, name);
}

function lineOf(node: Nodes): number {
  return node.position?.start.line ?? 1;
}

/**
 * Whether a container ends on a closing fence of its own. An unclosed one runs to the end of the
 * text, or ends with a block opened inside it, on that block's fence.
 */
function isClosed(node: ContainerDirective, lines: readonly string[]): boolean {
  const end = node.position?.end;
  if (!end) return true;
  const lastChildEnd = node.children.at(-1)?.position?.end.line ?? 0;
  return lastChildEnd < end.line && CLOSING_FENCE.test(lines[end.line - 1] ?? "");
}

function checkScene(node: ContainerDirective, scene: readonly RootContent[]) {
  const start = lineOf(node);
  if (scene.length === 0)
    throw new ExampleSyntaxError(
      `the block ":::${node.name}" has no text: write its scene before ":::"`,
      `le bloc « :::${node.name} » est vide : écrivez sa scène avant la ligne « ::: ».`,
      start,
    );
  if (node.attributes && Object.keys(node.attributes).length > 0)
    throw new ExampleSyntaxError(
      `the block ":::${node.name}" has attributes in braces; an example takes only a label in brackets, ":::${node.name}[Au garage]"`,
      `le bloc « :::${node.name} » a des accolades { } ; un exemple ne prend qu'un titre entre crochets, « :::${node.name}[Au garage] ».`,
      start,
    );
  visit({ type: "root", children: [...scene] } as Root, (inner) => {
    if (inner.type === "heading")
      throw new ExampleSyntaxError(
        `a heading inside the block ":::${node.name}" (opened on line ${start}); put the heading before the examples`,
        `un titre dans le bloc « :::${node.name} » ouvert ligne ${start} : placez le titre avant les exemples.`,
        lineOf(inner),
      );
    if (inner.type === "containerDirective")
      throw new ExampleSyntaxError(
        `the block ":::${inner.name}" is inside the block ":::${node.name}" opened on line ${start}; close that one first with a line ":::"`,
        `le bloc « :::${inner.name} » est dans le bloc « :::${node.name} » ouvert ligne ${start} : fermez d'abord celui-ci par une ligne « ::: ».`,
        lineOf(inner),
      );
  });
}

/** The example's caption: the kind, named in the page's language later, then the optional label. */
function caption(kind: ExampleKind, label: Paragraph | undefined): Paragraph {
  const kindLabel: Text = {
    type: "text",
    value: "",
    data: { hName: "span", hProperties: { className: [`${EXAMPLE_CLASS}__kind`], dataExampleKind: kind } },
  };
  const children: PhrasingContent[] = [kindLabel];
  if (label && label.children.length > 0) {
    // Any phrasing node holding the label's words: it becomes a span.
    const title: Emphasis = {
      type: "emphasis",
      data: { hName: "span", hProperties: { className: [`${EXAMPLE_CLASS}__title`] } },
      children: label.children,
    };
    children.push(title);
  }
  return {
    type: "paragraph",
    data: { hName: "figcaption", hProperties: { className: [`${EXAMPLE_CLASS}__caption`] } },
    children,
  };
}

function exampleKindOf(node: RootContent | undefined): ExampleKind | undefined {
  if (node?.type !== "containerDirective") return undefined;
  const className = (node.data?.hProperties as { className?: string[] } | undefined)?.className;
  return className?.[0] === EXAMPLE_CLASS
    ? (className[1]?.slice(EXAMPLE_CLASS.length + 2) as ExampleKind)
    : undefined;
}

/**
 * Wraps the examples in groups: a good one and the bad one right after it form a pair; any other
 * example stands alone. The editor's component reads the same pairs (admin/editor-components/).
 */
function groupExamples(parent: Parents) {
  const children = parent.children as RootContent[];
  for (let index = 0; index < children.length; index += 1) {
    const kind = exampleKindOf(children[index]);
    if (!kind) continue;
    const size = kind === "good" && exampleKindOf(children[index + 1]) === "bad" ? 2 : 1;
    const group: ContainerDirective = {
      type: "containerDirective",
      name: "",
      attributes: {},
      data: { hName: "div", hProperties: { className: [`${EXAMPLE_CLASS}s`] } },
      children: children.slice(index, index + size) as ContainerDirective[],
    };
    children.splice(index, size, group);
  }
}

/**
 * Remark plugin, after remark-directive: `:::bon` and `:::mauvais` blocks become labelled
 * figures (`figure.example` with its `figcaption`); a good one and the bad one after it are
 * grouped in a `div.examples`, a pair.
 * The kind's words ("À faire", "À éviter") are the page's language's, so the caption holds an
 * empty `span.example__kind[data-example-kind]` that `fillExampleKinds` fills per page.
 *
 * Any other directive is an error naming its line, as is an unclosed block, except a colon
 * before a word in the text ("alt:V"), which remark-directive reads as a text directive and
 * which is given back as the text it was.
 */
export function remarkExamples() {
  return (tree: Root, file: { value?: unknown }) => {
    const lines = String(file.value ?? "").split("\n");
    const parents: Parents[] = [];
    visit(tree, (node, index, parent) => {
      if (node.type === "textDirective") {
        const written = node.children.length === 0 && Object.keys(node.attributes ?? {}).length === 0;
        if (!written || !parent || index === undefined)
          throw new ExampleSyntaxError(
            `":${node.name}" with brackets or braces reads as a directive, which the rulebook does not have; write "\\:" to keep the colon`,
            `« :${node.name} » suivi de crochets ou d'accolades se lit comme une directive, que la notice n'a pas : écrivez « \\: » pour garder les deux-points.`,
            lineOf(node),
          );
        parent.children.splice(index, 1, { type: "text", value: `:${node.name}`, position: node.position });
        return [SKIP, index];
      }
      if (node.type === "leafDirective")
        throw new ExampleSyntaxError(
          `unknown block "::${node.name}" (the examples are ${NAMES.join(" and ")}, with three colons)`,
          `bloc inconnu « ::${node.name} » (les exemples s'écrivent ${FRENCH_NAMES.join(" et ")}, avec trois deux-points).`,
          lineOf(node),
        );
      if (node.type !== "containerDirective") return undefined;
      if (!isExampleName(node.name))
        throw new ExampleSyntaxError(
          `unknown block ":::${node.name}" (the examples are ${NAMES.join(" and ")})`,
          `bloc inconnu « :::${node.name} » (les exemples s'écrivent ${FRENCH_NAMES.join(" et ")}).`,
          lineOf(node),
        );
      if (!isClosed(node, lines))
        throw new ExampleSyntaxError(
          `the block ":::${node.name}" is not closed: end its scene with a line ":::"`,
          `le bloc « :::${node.name} » n'est pas fermé : terminez sa scène par une ligne « ::: ».`,
          lineOf(node),
        );
      const [first, ...rest] = node.children;
      const label = first?.type === "paragraph" && first.data?.directiveLabel ? first : undefined;
      const scene = label ? rest : node.children;
      checkScene(node, scene);
      const kind = EXAMPLE_DIRECTIVES[node.name];
      node.data = {
        hName: "figure",
        hProperties: { className: [EXAMPLE_CLASS, `${EXAMPLE_CLASS}--${kind}`] },
      };
      node.children = [caption(kind, label), ...scene];
      if (parent && !parents.includes(parent)) parents.push(parent);
      return undefined;
    });
    for (const parent of parents) groupExamples(parent);
  };
}

/**
 * remark-rehype's handler of the blocks made above: their element, the blocks inside on lines of
 * their own (as any block), so that the search text does not run a scene's last word into the next.
 */
export const exampleHandlers: NonNullable<ToHastOptions["handlers"]> = {
  containerDirective(state, node: ContainerDirective) {
    const result: Element = {
      type: "element",
      tagName: "div",
      properties: {},
      children: state.wrap(state.all(node), true),
    };
    state.patch(node, result);
    return state.applyData(node, result);
  },
};

const EMPTY_KIND = /<span class="example__kind" data-example-kind="(good|bad)"><\/span>/g;

/** The words that name each kind of example, in one language, and that language's attributes. */
export interface ExampleKindLabels {
  good: string;
  bad: string;
  /** The labels' language, when it is not the text's (French). */
  lang?: string;
  dir?: "ltr" | "rtl";
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Rendered HTML with its examples' kinds named ("À faire", "Do"…), for one page's language. */
export function fillExampleKinds(html: string, labels: ExampleKindLabels): string {
  const attributes = `${labels.lang ? ` lang="${labels.lang}"` : ""}${labels.dir ? ` dir="${labels.dir}"` : ""}`;
  return html.replace(
    EMPTY_KIND,
    (_whole, kind: ExampleKind) =>
      `<span class="example__kind" data-example-kind="${kind}"${attributes}>${escapeHtml(labels[kind])}</span>`,
  );
}
