import { Component, createRef, type ComponentType } from "react";
import { createPortal } from "react-dom";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { articleBodyProblem, articleHeadings, brokenSiteLinks } from "~/notice/article-rules";
import { termsBodyProblem } from "~/terms/terms-rules";
import { contentIndex, currentTargets } from "../content-index";
import { draftImageUrl } from "../previews/draft-media";
import { articlePathOf } from "./article-path";
import { FIELD_REFUSAL } from "../editor-alert";
import { BrokenLinks } from "./BrokenLinks";
import { blockTexts, caretIn, restoreCaret, selectInBlock, type Caret } from "./caret";
import { findWrittenLink, linkAround } from "./existing-link";
import { LinkPicker } from "./LinkPicker";
import { linkChoices, linkText, markdownLink, type LinkChoice } from "./link-choices";
import { linkMentionAt } from "./refusal-mentions";
import { selectWordAt } from "./word-selection";
import { refused, sentence, type Validity } from "./validity";

/** Settles once the page's selection change has reached the editor (it reads it on `selectionchange`). */
function selectionTaken(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      document.removeEventListener("selectionchange", done);
      clearTimeout(timer);
      setTimeout(resolve, 0);
    };
    const timer = setTimeout(done, 300);
    document.addEventListener("selectionchange", done);
  });
}

/** The offset in `element`'s text of the character at (x, y), or undefined. */
function offsetAt(element: Element, x: number, y: number): number | undefined {
  const point = document.caretRangeFromPoint?.(x, y);
  if (!point || !element.contains(point.startContainer)) return undefined;
  const range = document.createRange();
  range.selectNodeContents(element);
  range.setEnd(point.startContainer, point.startOffset);
  return range.toString().length;
}

type Props = CmsWidgetControlProps<string | undefined> & {
  getEntry?: () => { get(key: string): unknown; getIn(path: string[]): unknown };
  entry?: { get(key: string): unknown };
  collection?: { get(key: string): unknown };
};

/** Decap's own Markdown control, as far as the editor calls it. */
interface MarkdownControl {
  focus?(): void;
}

/**
 * Decap's Markdown field with the site's rules and tools:
 * - it refuses on the field what the build would refuse in an article's text (a link to no page,
 *   section or point, an image that does not exist, two headings with one id…) or in the terms
 *   (their sections), with the build's own rule and sentence (app/notice/article-rules.ts);
 * - « Lien vers le site… » inserts a link chosen from a searchable list (admin/widgets/LinkPicker.tsx);
 * - a double click selects exactly the word or number under the pointer: in « à 2 heures », the 2,
 *   where Chromium selected the space after it (typing over gave « à 23heures »).
 * The control itself is Decap's, given every prop; this wrapper is what Decap validates.
 */
export function withSiteRules(
  Markdown: ComponentType<Props & { ref?: unknown }>,
  /** Called before each text's field opens (the editor sets Decap's mode to Markdown there). */
  { beforeOpen }: { beforeOpen?: () => void } = {},
): ComponentType<Props> {
  return class SiteMarkdownControl extends Component<Props, { picking: boolean }> {
    state = { picking: false };

    constructor(props: Props) {
      super(props);
      beforeOpen?.();
    }

    private box = createRef<HTMLDivElement>();
    private inner = createRef<MarkdownControl>();
    /** The selection in the editor when the picker opened: where the link goes, and its text. */
    private saved: { caret: Caret; text: string } | undefined;

    private collectionName(): string {
      return String(this.props.collection?.get("name") ?? "");
    }

    private entry() {
      return this.props.getEntry?.() ?? this.props.entry;
    }

    /** The article's title as the form has it now. */
    private title(): string {
      const data = this.entry()?.get("data") as { get?(key: string): unknown } | undefined;
      return String(data?.get?.("title") ?? "");
    }

    /** Why the build would refuse this text, in French, or undefined. */
    problem(): string | undefined {
      const body = this.props.value ?? "";
      const collection = this.collectionName();
      if (collection === "terms") return termsBodyProblem(body);
      if (!collection.startsWith("notice-")) return undefined;
      const entry = this.entry();
      return articleBodyProblem(body, {
        path: articlePathOf(this.props.collection, entry),
        targets: currentTargets(),
        // An image uploaded with this draft is published with it.
        imageExists: (sitePath) =>
          contentIndex.media.has(sitePath) || draftImageUrl(entry as never, sitePath) !== undefined,
      });
    }

    isValid = (): Validity => {
      const problem = this.problem();
      if (!problem) return true;
      // The click that finds the link in the text (onRefusalClick), said where staff read.
      const findIt =
        linkMentionAt(problem, 0) >= 0
          ? " Cliquez sur ce message pour sélectionner le lien dans le texte."
          : "";
      return refused(`${sentence("Le texte", problem)}${findIt}`);
    };

    focus() {
      this.inner.current?.focus?.();
    }

    componentDidMount() {
      this.box.current?.addEventListener("dblclick", this.onDoubleClick);
      document.addEventListener("selectionchange", this.onSelectionChange);
      document.addEventListener("click", this.onRefusalClick);
    }

    componentWillUnmount() {
      this.box.current?.removeEventListener("dblclick", this.onDoubleClick);
      document.removeEventListener("selectionchange", this.onSelectionChange);
      document.removeEventListener("click", this.onRefusalClick);
    }

    /** The links of this text that lead nowhere, in the text's order (articles only); read once per text. */
    private broken: { body: string; links: ReturnType<typeof brokenSiteLinks> } | undefined;
    private brokenLinks() {
      if (!this.collectionName().startsWith("notice-")) return [];
      const body = this.props.value ?? "";
      if (this.broken?.body !== body) {
        let links: ReturnType<typeof brokenSiteLinks> = [];
        try {
          links = brokenSiteLinks(body, {
            path: articlePathOf(this.props.collection, this.entry()),
            targets: currentTargets(),
          });
        } catch {
          // A text being typed may not read as Markdown yet (a « ::: » block still open): the
          // field's refusal says why; the form must keep working meanwhile.
        }
        this.broken = { body, links };
      }
      return this.broken.links;
    }

    /**
     * A click on this field's refusal selects, in the text, the broken link it names (the one
     * under the pointer when it names several), ready for « Lien vers le site… »: the editor
     * shows no line numbers, and a long article hides a link among its lines.
     */
    private onRefusalClick = (event: MouseEvent) => {
      const item = (event.target as Element | null)?.closest?.(`${FIELD_REFUSAL} > li`);
      const editable = this.editable();
      if (!item || !editable) return;
      // The refusal's field: the nearest box around it that holds a text, if it is this one.
      let field = item.parentElement;
      while (field && !field.querySelector("[data-slate-editor]")) field = field.parentElement;
      if (!field?.contains(editable) || field.querySelectorAll(FIELD_REFUSAL).length !== 1) return;
      const message = item.textContent ?? "";
      this.selectBroken(linkMentionAt(message, offsetAt(item, event.clientX, event.clientY) ?? 0));
    };

    /** Selects in the text the broken link at `index` (in the text's order). */
    private selectBroken = (index: number) => {
      const editable = this.editable();
      const broken = this.brokenLinks();
      const link = broken[index];
      if (!editable || !link) return;
      const sameAddressBefore = broken.slice(0, index).filter((other) => other.href === link.href).length;
      const written = findWrittenLink(blockTexts(editable), link, sameAddressBefore);
      if (written) selectInBlock(editable, written.line, written.start, written.end);
    };

    /**
     * The caret's last place in the text, kept as it moves: pressing « Lien vers le site… » moves
     * the page's selection to the button before its click, so the click alone cannot know it.
     */
    private lastCaret: { caret: Caret; text: string } | undefined;
    private onSelectionChange = () => {
      const editable = this.editable();
      const selection = document.getSelection();
      const caret = editable ? caretIn(editable, selection) : undefined;
      if (caret) this.lastCaret = { caret, text: selection?.toString() ?? "" };
    };

    private onDoubleClick = (event: MouseEvent) => {
      // In place of the browser's own word selection, which may be the space after a digit.
      if (this.editable()?.contains(event.target as Node))
        selectWordAt(document, event.clientX, event.clientY);
    };

    /** Whether the text is shown in Decap's « Texte enrichi » mode rather than Markdown. */
    private isRich(): boolean {
      return Boolean(this.box.current?.querySelector(".cms-editor-visual"));
    }

    private editable(): HTMLElement | null {
      return this.box.current?.querySelector<HTMLElement>("[data-slate-editor]") ?? null;
    }

    private openPicker = () => {
      // The selection as it is now (the button does not take it, see below), else its last place
      // in the text (a keyboard user's Tab to the button may have moved it).
      const editable = this.editable();
      const selection = document.getSelection();
      const caret = editable ? caretIn(editable, selection) : undefined;
      this.saved = caret ? { caret, text: selection?.toString() ?? "" } : this.lastCaret;
      // In a link already written (a broken one to repair): the new link replaces it, with its words.
      const at = this.saved?.caret;
      if (editable && at && !this.isRich() && at.start.block === at.end.block) {
        const line = blockTexts(editable)[at.start.block];
        const link = line === undefined ? undefined : linkAround(line, at.start.offset, at.end.offset);
        if (link)
          this.saved = {
            caret: {
              start: { block: at.start.block, offset: link.start },
              end: { block: at.start.block, offset: link.end },
            },
            text: link.words,
          };
      }
      this.setState({ picking: true });
    };

    private closePicker = () => {
      this.setState({ picking: false });
      this.editable()?.focus();
    };

    /** Puts the link where the caret was (over the selected text), as typing it would. */
    private insert = (choice: LinkChoice) => {
      const editable = this.editable();
      const saved = this.saved;
      this.setState({ picking: false });
      if (!editable) return;
      editable.focus();
      if (saved) restoreCaret(editable, saved.caret, document.getSelection());
      const selected = saved?.text ?? "";
      const rich = this.isRich();
      // Decap's editor (Slate) takes the text as typed text: a link in Markdown, or in rich text a
      // pasted HTML link (not its Markdown escaped). It reads the page's selection at most every
      // 100 ms, so the range the text replaces is given with the input itself, as the browser's
      // own typing does (`getTargetRanges`): otherwise a link to repair, selected just now, was
      // typed where the caret had been.
      void selectionTaken().then(() => {
        if (saved) restoreCaret(editable, saved.caret, document.getSelection());
        const selection = document.getSelection();
        const targetRanges =
          selection && selection.rangeCount > 0 ? [new StaticRange(selection.getRangeAt(0))] : [];
        let event: InputEvent;
        if (rich) {
          const data = new DataTransfer();
          const anchor = document.createElement("a");
          anchor.setAttribute("href", choice.href);
          anchor.textContent = selected.trim() || linkText(choice);
          data.setData("text/html", anchor.outerHTML);
          data.setData("text/plain", markdownLink(choice, selected));
          event = new InputEvent("beforeinput", {
            inputType: "insertFromPaste",
            dataTransfer: data,
            targetRanges,
            bubbles: true,
            cancelable: true,
          });
        } else {
          event = new InputEvent("beforeinput", {
            inputType: "insertText",
            data: markdownLink(choice, selected),
            targetRanges,
            bubbles: true,
            cancelable: true,
          });
        }
        editable.dispatchEvent(event);
      });
    };

    render() {
      const body = this.props.value ?? "";
      // The rulebook's articles and the terms link into the site.
      const linksIntoSite = this.collectionName().startsWith("notice-") || this.collectionName() === "terms";
      const path = articlePathOf(this.props.collection, this.entry());
      const read = this.state.picking ? articleHeadings(body) : undefined;
      const headings =
        read && "headings" in read
          ? read.headings.filter((heading) => heading.depth >= 2 && heading.depth <= 3)
          : [];
      return (
        <div className="site-markdown" ref={this.box}>
          {linksIntoSite ? (
            <div className="site-markdown__tools">
              <button
                type="button"
                className="site-markdown__link"
                // A press does not move the page's selection to the button: the caret stays in the text.
                onMouseDown={(event) => event.preventDefault()}
                onClick={this.openPicker}
              >
                Lien vers le site…
              </button>
            </div>
          ) : null}
          <BrokenLinks links={this.brokenLinks()} onSelect={this.selectBroken} />
          <Markdown {...this.props} ref={this.inner} />
          {this.state.picking
            ? createPortal(
                <LinkPicker
                  choices={linkChoices(currentTargets(), { path, title: this.title(), headings })}
                  onChoose={this.insert}
                  onClose={this.closePicker}
                />,
                document.body,
              )
            : null}
        </div>
      );
    }
  };
}
