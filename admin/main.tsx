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
  RELOAD_AFTER_CHANGE_ENTRY_MS,
  type ChangeEntryDraft,
} from "./config/change-entry";
import { MARKDOWN_FORMAT, markdownFileFormatter } from "./config/markdown-file";
import { creditDataToSave } from "./config/credit-save";
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
import { AnchorControl } from "./widgets/AnchorControl";
import { ChangeEntryControl } from "./widgets/ChangeEntryControl";
import { DayControl } from "./widgets/DayControl";
import { PoiIdControl } from "./widgets/PoiIdControl";
import { PositionControl } from "./widgets/PositionControl";
import { withDraftAssets } from "./widgets/image-draft-asset";
import { withAddLabel } from "./widgets/list-add-label";
import { installUploadGuard } from "./widgets/upload-guard";
import { installFreshForms } from "./form-navigation";
import { keepErrorsOnScreen } from "./editor-alert";
import { localForage } from "decap-cms-lib-util";
import { draftBases, installBackendGuard, nextEntryRead } from "./backend-guard";
import { watchBackups } from "./local-backup";
import { GIT_PROVIDERS } from "~/config/editor";
import "./editor.css";

/**
 * The staff editor at /admin (Decap CMS on its own entry: none of it loads on the site's pages).
 * The collections come from the schemas at build time (virtual:brumes-editor); the production
 * backend is admin/backend.ts's when present (the login's settings), GitHub's defaults otherwise.
 */
const backendModules = import.meta.glob<{
  backend?: Record<string, unknown>;
  publishMode?: "editorial_workflow";
  default?: Record<string, unknown>;
}>("./backend.ts", { eager: true });
const backendModule = Object.values(backendModules)[0];

installUploadGuard(MAX_UPLOAD_BYTES);
CMS.registerLocale("fr", frMessages);
CMS.registerWidget("day", DayControl);
CMS.registerWidget("anchor", AnchorControl);
CMS.registerWidget("change-entry", ChangeEntryControl);
CMS.registerWidget("poi-id", PoiIdControl);
CMS.registerWidget("position", PositionControl);
// The rulebook's worked examples, a button of the text's toolbar (rich text mode).
CMS.registerEditorComponent(examplePairComponent);
// Decap's own list, with the item's article on its add button (Decap's types omit the schema argument).
const list = CMS.getWidget("list")!;
const registerWidget = CMS.registerWidget as (name: string, ...widget: unknown[]) => void;
registerWidget(
  "list",
  withAddLabel(list.control as never),
  list.preview,
  (list as { schema?: object }).schema,
);
// Decap's own image field, whose thumbnail shows a photo uploaded in this draft.
const image = CMS.getWidget("image")!;
registerWidget(
  "image",
  withDraftAssets(image.control as never),
  image.preview,
  (image as { schema?: object }).schema,
);

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

// Articles and terms are saved as they are written by hand: a save changes only what was edited.
CMS.registerCustomFormat(MARKDOWN_FORMAT, "md", markdownFileFormatter);

// A ticked change entry becomes the last item of `changes`; empty optional values are left out
// (for credits too: no photo, an unfilled surprise).
let savedChangeEntry = false;
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const collection = String(entry.get("collection") ?? "");
    const data = entry.get("data") as ImmutableMap<string, unknown>;
    if (collection.startsWith("credits-"))
      return fromJS(creditDataToSave(data.toJS() as Record<string, unknown>));
    if (!collection.startsWith("notice-") || collection === "notice-categories") return data;
    const values = data.toJS() as Record<string, unknown>;
    // A new entry is read again by Decap itself, at its new address.
    savedChangeEntry =
      !entry.get("newRecord") &&
      changeEntryOf(values[CHANGE_ENTRY_FIELD_NAME] as ChangeEntryDraft) !== undefined;
    return fromJS(articleDataToSave(values));
  },
});
// Decap keeps the form as it was before preSave: the box still ticked, the entry missing from the
// list, so that the next save would add it again. The form is read again from the saved file, once
// the saved notice has been seen.
CMS.registerEventListener({
  name: "postSave",
  handler: () => {
    if (!savedChangeEntry) return;
    savedChangeEntry = false;
    window.setTimeout(() => window.location.reload(), RELOAD_AFTER_CHANGE_ENTRY_MS);
  },
});

installFreshForms();
keepErrorsOnScreen();
// A save never writes over a colleague's change, and a failed one says why (decap-server's backend is « proxy »).
installBackendGuard(CMS as never, [
  ...Object.values(GIT_PROVIDERS).map((provider) => provider.backend),
  "proxy",
]);
// An accepted local backup is not replaced by the entry loading after it, and its save is checked
// against the text it was made from.
watchBackups(localForage, { entryRead: () => nextEntryRead(), bases: draftBases });

CMS.init({
  config: editorConfig(collections, {
    hostname: location.hostname,
    origin: location.origin,
    siteUrl: import.meta.env.BRUMES_SITE_URL,
    search: location.search,
    development: import.meta.env.DEV,
    backend: backendModule?.backend ?? backendModule?.default,
    publishMode: backendModule ? backendModule.publishMode : "editorial_workflow",
  }) as never,
});
