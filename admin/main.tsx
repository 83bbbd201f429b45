import CMS from "decap-cms-app";
import { fromJS, type Map as ImmutableMap } from "immutable";
import globalCss from "~/styles/global.css?url";
import noticeCss from "~/styles/notice.css?url";
import pagesCss from "~/styles/pages.css?url";
import creditsCss from "~/styles/credits.css?url";
import noticePagesCss from "~/styles/notice-pages.css?url";
import termsCss from "~/styles/terms.css?url";
import quizCss from "~/styles/quiz.css?url";
import { collections } from "virtual:brumes-editor";
import {
  articleDataToSave,
  changeEntryOf,
  CHANGE_ENTRY_FIELD_NAME,
  type ChangeEntryDraft,
} from "./config/change-entry";
import { MARKDOWN_FORMAT, markdownFileFormatter } from "./config/markdown-file";
import { JSON_FORMAT, jsonFileFormatter } from "./config/json-file";
import { creditDataToSave } from "./config/credit-save";
import { TERMS_FILE, termsDataToSave } from "./config/terms-save";
import { editorConfig, MAX_UPLOAD_BYTES } from "./config/editor-config";
import { frMessages } from "./locale-fr";
import { ArticlePreview } from "./previews/ArticlePreview";
import { ContributorPreview, OtherCreditPreview, TeamPreview } from "./previews/CreditPreview";
import { PointPreview } from "./previews/PointPreview";
import { SocialPreview } from "./previews/SocialPreview";
import { TermsPreview } from "./previews/TermsPreview";
import { QuizQuestionPreview } from "./previews/QuizQuestionPreview";
import { categoryPreview } from "./previews/CategoryPreview";
import type { NoticeTypeId } from "~/notice/schema";
import previewCss from "./previews/preview.css?url";
import { examplePairComponent } from "./editor-components/example-pair";
import { entryLabel, entryPlaces } from "./references";
import { AnchorControl } from "./widgets/AnchorControl";
import { BadgeControl } from "./widgets/BadgeControl";
import { ChangeEntryControl } from "./widgets/ChangeEntryControl";
import { DayControl } from "./widgets/DayControl";
import { OldPathControl } from "./widgets/OldPathControl";
import { PlaceTownControl } from "./widgets/PlaceTownControl";
import { PoiIdControl } from "./widgets/PoiIdControl";
import { PositionControl } from "./widgets/PositionControl";
import { UniqueNameControl } from "./widgets/UniqueNameControl";
import { ArticleTitleControl } from "./widgets/ArticleTitleControl";
import { WholeNumberControl } from "./widgets/WholeNumberControl";
import { withDraftAssets } from "./widgets/image-draft-asset";
import { withAddLabel } from "./widgets/list-add-label";
import { withSiteRules } from "./widgets/SiteMarkdownControl";
import { registerMarkdownBlocks } from "./widgets/markdown-blocks";
import { installUploadGuard } from "./widgets/upload-guard";
import { installFreshForms } from "./form-navigation";
import { openMediaFromAddress } from "./media-address";
import { closeEditorAlert, editorAlertKind, keepErrorsOnScreen, showEditorAlert } from "./editor-alert";
import { colleagueSaved, currentBackend, draftBases, takeMergedPaths, wroteHere } from "./backend-guard";
import { watchColleagues } from "./colleague-watch";
import { todayInFrance } from "./widgets/today";
import {
  installDecapPatches,
  keepScroll,
  loadLiveLink,
  mediaLibraryMaxBytes,
  openDraft,
  openInMarkdown,
  reloadEntryForm,
} from "./decap-internals";
import { askMergeChoice } from "./merge-dialog";
import { contentIndex, forgetFile, noteFile } from "./content-index";
import { checkBeforeSave, mergedFileProblem } from "./save-checks";
import { backend, publishMode } from "./backend";
import { GIT_PROVIDERS } from "~/config/editor";
import "./editor.css";

/**
 * The staff editor at /admin (Decap CMS on its own entry: none of it loads on the site's pages).
 * The collections come from the schemas at build time (virtual:brumes-editor); the production
 * backend is admin/backend.ts's (the login's settings).
 */

/** Where an entry is in the editor's menu, and its fields' labels, by its file's path. */
const placeOf = entryPlaces(collections);

installUploadGuard({
  maxBytes: () => mediaLibraryMaxBytes(MAX_UPLOAD_BYTES),
  entryName: () => {
    const draft = openDraft();
    return draft && !draft.newRecord ? draft.slug : undefined;
  },
  formOpen: () => /^#\/collections\/[^/]+\/(new|entries\/.+)/.test(location.hash),
});
CMS.registerLocale("fr", frMessages);
CMS.registerWidget("day", DayControl);
CMS.registerWidget("anchor", AnchorControl);
CMS.registerWidget("change-entry", ChangeEntryControl);
CMS.registerWidget("poi-id", PoiIdControl);
CMS.registerWidget("whole-number", WholeNumberControl);
CMS.registerWidget("position", PositionControl);
// The rulebook's worked examples, a button of the text's toolbar (rich text mode); registered
// before the generic `:::` block (registerMarkdownBlocks, below), so that a pair matches it first.
CMS.registerEditorComponent(examplePairComponent);
CMS.registerWidget("unique-name", UniqueNameControl);
CMS.registerWidget("article-title", ArticleTitleControl);
CMS.registerWidget("place-town", PlaceTownControl);
CMS.registerWidget("badge", BadgeControl);
CMS.registerWidget("old-path", OldPathControl);

// Decap's internals, each checked before it is relied on (admin/decap-internals.ts): a save never
// writes over a colleague's change nor deletes what an entry uses, and a failed one says why
// (decap-server's backend is « proxy »); Decap's own list, image and Markdown fields, wrapped.
installDecapPatches(CMS as never, {
  backends: [...Object.values(GIT_PROVIDERS).map((provider) => provider.backend), "proxy"],
  guard: {
    settle: (path, conflicts, theirs) => askMergeChoice(entryLabel({ path, raw: theirs }), conflicts),
    mergedProblem: mergedFileProblem,
    written: (path, raw) => noteFile(path, raw),
    deleted: (path) => forgetFile(path),
    referenceFolders: () => [
      ...Object.keys(contentIndex.targets.categories).flatMap((category) => [
        { folder: `content${category}`, extension: "md" },
      ]),
      { folder: "content/credits/team", extension: "json" },
      { folder: "content/credits/others", extension: "json" },
      { folder: "content/map/places", extension: "json" },
    ],
    referenceFiles: () => [
      ...Object.keys(contentIndex.targets.categories).map((category) => `content${category}/_category.json`),
      "content/map/categories.json",
      "content/terms/terms.md",
    ],
    placeOf,
  },
  widgets: {
    // A list's add button names its item with its article.
    list: (control) => withAddLabel(control as never) as never,
    // An image field's thumbnail shows a photo uploaded in this draft.
    image: (control) => withDraftAssets(control as never) as never,
    // A text is checked as the build checks it, links are picked, and it opens in Markdown.
    markdown: (control) => withSiteRules(control as never, { beforeOpen: openInMarkdown }) as never,
  },
});

for (const href of [globalCss, noticeCss, noticePagesCss, pagesCss, termsCss, creditsCss, previewCss])
  CMS.registerPreviewStyle(href);
for (const collection of collections) {
  if (collection.name.startsWith("notice-") && "folder" in collection) {
    CMS.registerPreviewTemplate(collection.name, ArticlePreview);
  } else if (collection.name.startsWith("map-")) {
    CMS.registerPreviewTemplate(collection.name, PointPreview);
  }
}
CMS.registerPreviewTemplate("credits-team", TeamPreview);
CMS.registerPreviewTemplate("credits-contributors", ContributorPreview);
CMS.registerPreviewTemplate("credits-others", OtherCreditPreview);
// A file collection's preview is registered under the file's name.
CMS.registerPreviewTemplate("social", SocialPreview);
CMS.registerPreviewTemplate("terms", TermsPreview);
CMS.registerPreviewStyle(quizCss);
CMS.registerPreviewTemplate("quiz", QuizQuestionPreview);
for (const file of (collections.find((collection) => collection.name === "notice-categories")?.files ??
  []) as {
  name: string;
  file: string;
}[]) {
  const [, type, id] = /^content\/notice\/([^/]+)\/([^/]+)\/_category\.json$/.exec(file.file) ?? [];
  if (type && id) CMS.registerPreviewTemplate(file.name, categoryPreview(type as NoticeTypeId, id));
}

// Articles and terms are saved as they are written by hand, data files with their keys in the
// form's order: a save changes only what was edited.
CMS.registerCustomFormat(MARKDOWN_FORMAT, "md", markdownFileFormatter);
CMS.registerCustomFormat(JSON_FORMAT, "json", jsonFileFormatter);

/** Puts the form of a new entry just saved back where staff were in it, once at its own address. */
let restoreNewEntryScroll: (() => void) | undefined;

/** What the last save asks for once written: the form read again, a word to staff. */
let afterSave: { reload: boolean; notice?: string } = { reload: false };

/** The site paths of the files uploaded with the entry being saved (they count as existing images). */
function draftImagesOf(entry: ImmutableMap<string, unknown>): Set<string> {
  const files = ((entry.get("mediaFiles") as { toJS?: () => unknown } | undefined)?.toJS?.() ?? []) as {
    path?: string;
  }[];
  return new Set(files.flatMap((file) => (file.path ? [file.path.replace(/^\/?public/, "")] : [])));
}

// A ticked change entry becomes the last item of `changes`; empty optional values are left out
// (for credits too: no photo, an unfilled surprise). Then the entry is checked as the build
// checks it, reading again what colleagues may have saved meanwhile (admin/save-checks.ts): a
// new point whose id was just taken gets the next free one.
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    const collection = String(entry.get("collection") ?? "");
    const newRecord = Boolean(entry.get("newRecord"));
    let values = (entry.get("data") as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>;
    let reload = false;
    if (collection.startsWith("credits-")) values = creditDataToSave(values);
    else if (collection === "terms") {
      const saved = termsDataToSave(
        values,
        draftBases()?.baseOf(String(entry.get("path") ?? TERMS_FILE)),
        todayInFrance(),
      );
      values = saved.data;
      // The form shows the new date once saved.
      reload = saved.dated;
    } else if (collection.startsWith("notice-") && collection !== "notice-categories") {
      // A new entry is read again by Decap itself, at its new address.
      reload = !newRecord && changeEntryOf(values[CHANGE_ENTRY_FIELD_NAME] as ChangeEntryDraft) !== undefined;
      values = articleDataToSave(values);
    }
    const checked = await checkBeforeSave(
      values,
      {
        collection,
        slug: (entry.get("slug") as string | undefined) ?? undefined,
        newRecord,
        draftImages: draftImagesOf(entry as ImmutableMap<string, unknown>),
        opened: newRecord ? undefined : draftBases()?.baseOf(String(entry.get("path") ?? "")),
      },
      currentBackend(),
      undefined,
      placeOf,
    );
    afterSave = { reload, notice: checked.notice };
    return fromJS(checked.data);
  },
});
/** The kind of the word about a colleague's save of the open entry (colleague-watch.ts). */
const COLLEAGUE_NEWS = "colleague";
const MERGED_NEWS =
  "Enregistré\u00a0: vos changements ont été réunis à ceux que votre collègue avait enregistrés entre-temps. Le formulaire montre le texte réuni.";

// Decap keeps the form as it was before preSave: a change entry's box still ticked and the entry
// missing from the list (the next save would add it again), a colleague's merged change not shown.
// The form is read again from the saved file, with Decap's « saved » notice still in view.
CMS.registerEventListener({
  name: "postSave",
  handler: ({ entry }) => {
    const merged = takeMergedPaths().size > 0;
    const { reload, notice } = afterSave;
    afterSave = { reload: false };
    const slug = entry.get("slug");
    // A new entry goes to its own address next, where Decap draws its form anew, at its top.
    if (entry.get("newRecord")) restoreNewEntryScroll = keepScroll(document);
    const savedIn = String(entry.get("collection"));
    if (notice) showEditorAlert(notice, document, { savedIn });
    // The word about a colleague's save said what the save would do: now it is done.
    else if (merged) showEditorAlert(MERGED_NEWS, document, { savedIn });
    else if (editorAlertKind() === COLLEAGUE_NEWS) closeEditorAlert();
    if ((reload || merged) && !entry.get("newRecord") && typeof slug === "string")
      window.setTimeout(() => reloadEntryForm(String(entry.get("collection")), slug), 0);
  },
});

// A new entry just saved goes to its own address: its « Voir en direct » link is asked for there,
// and its form is scrolled back to where staff were.
window.addEventListener("hashchange", (event) => {
  const from = /^#\/collections\/([^/]+)\/new/.exec(new URL(event.oldURL).hash);
  const to = /^#\/collections\/([^/]+)\/entries\/(.+)$/.exec(new URL(event.newURL).hash);
  const restore = restoreNewEntryScroll;
  restoreNewEntryScroll = undefined;
  if (!from || !to || from[1] !== to[1]) return;
  loadLiveLink(to[1]!, decodeURIComponent(to[2]!));
  restore?.();
});

installFreshForms();
openMediaFromAddress();
keepErrorsOnScreen();
// A colleague's save of the open entry: an unchanged form shows it, a changed one hears of it.
watchColleagues({
  draft: openDraft,
  colleagueSaved,
  reload: reloadEntryForm,
  tell: (message, collection) =>
    showEditorAlert(message, document, { savedIn: collection, kind: COLLEAGUE_NEWS }),
  nameOf: (path, raw) => entryLabel({ path, raw }),
  unreadable: mergedFileProblem,
  wroteHere,
});
// Last of the editor components: one registered before for a particular `:::` block comes first.
registerMarkdownBlocks(CMS as never);

CMS.init({
  config: editorConfig(collections, {
    hostname: location.hostname,
    origin: location.origin,
    siteUrl: import.meta.env.BRUMES_SITE_URL,
    search: location.search,
    development: import.meta.env.DEV,
    backend,
    publishMode,
  }) as never,
});
