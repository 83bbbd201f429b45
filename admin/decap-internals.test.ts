// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import {
  actionsShapeProblem,
  MEDIA_LIBRARY_CLOSE,
  backendShapeProblem,
  backupStoreShapeProblem,
  MARKDOWN_MODE_KEY,
  markdownModeShapeProblem,
  REPLACE_QUESTION,
  redrawnOnRefusal,
  refusalListedAbove,
  storeShapeProblem,
  widgetShapeProblem,
} from "./decap-shapes";
import { loadDecapModules } from "./load-decap-module";

/**
 * What the editor's patches rely on inside Decap (admin/decap-internals.ts), checked on the
 * installed packages themselves: an upgrade of Decap that moves one of them fails here, before
 * staff meet an editor that refuses to save.
 */
type Class = { prototype: object };
interface Installed {
  GitHubBackend: Class;
  ProxyBackend: Class;
  GiteaBackend: Class;
  ForgejoBackend: Class;
  store: unknown;
  loadEntry: unknown;
  persistLocalBackup: unknown;
  loadDeployPreview: unknown;
  MEDIA_LIBRARY_CLOSE: unknown;
  localForage: unknown;
  MarkdownControl: unknown;
  ListControl: unknown;
  ImageControl: unknown;
}
let decap: Installed;
const require = createRequire(import.meta.url);

beforeAll(async () => {
  decap = await loadDecapModules<Installed>(
    [
      'export { GitHubBackend } from "decap-cms-backend-github/dist/esm/index.js";',
      'export { ProxyBackend } from "decap-cms-backend-proxy/dist/esm/index.js";',
      'export { GiteaBackend } from "decap-cms-backend-gitea/dist/esm/index.js";',
      'export { ForgejoBackend } from "decap-cms-backend-forgejo/dist/esm/index.js";',
      'export { store } from "decap-cms-core/dist/esm/redux/index.js";',
      'export { loadEntry, persistLocalBackup } from "decap-cms-core/dist/esm/actions/entries.js";',
      'export { loadDeployPreview } from "decap-cms-core/dist/esm/actions/deploys.js";',
      'export { MEDIA_LIBRARY_CLOSE } from "decap-cms-core/dist/esm/actions/mediaLibrary.js";',
      'export { localForage } from "decap-cms-lib-util/dist/esm/index.js";',
      'export { default as MarkdownControl } from "decap-cms-widget-markdown/dist/esm/MarkdownControl/index.js";',
      'export { default as ListControl } from "decap-cms-widget-list/dist/esm/ListControl.js";',
      'import Image from "decap-cms-widget-image/dist/esm/index.js"; export const ImageControl = Image.controlComponent;',
    ].join("\n"),
    [
      "decap-cms-backend-github",
      "decap-cms-backend-proxy",
      "decap-cms-backend-gitea",
      "decap-cms-backend-forgejo",
      "decap-cms-core",
      "decap-cms-lib-util",
      "decap-cms-widget-markdown",
      "decap-cms-widget-list",
      "decap-cms-widget-image",
      "decap-cms-widget-file",
    ],
  );
}, 120_000);

describe("the Decap the editor's patches rely on", () => {
  it("has every backend method the save guard calls or replaces, in each backend it guards", () => {
    expect(backendShapeProblem(decap.GitHubBackend.prototype, true)).toBeUndefined();
    expect(backendShapeProblem(decap.ProxyBackend.prototype, true)).toBeUndefined();
    expect(backendShapeProblem(decap.ForgejoBackend.prototype, true)).toBeUndefined();
    // Decap's Gitea backend has no review step.
    expect(backendShapeProblem(decap.GiteaBackend.prototype, false)).toBeUndefined();
  });

  it("has its store with the state the editor reads, and the actions it dispatches", () => {
    expect(storeShapeProblem(decap.store)).toBeUndefined();
    expect(
      actionsShapeProblem({
        loadEntry: decap.loadEntry,
        loadDeployPreview: decap.loadDeployPreview,
        persistLocalBackup: decap.persistLocalBackup,
      }),
    ).toBeUndefined();
    expect(decap.MEDIA_LIBRARY_CLOSE).toBe(MEDIA_LIBRARY_CLOSE);
  });

  it("keeps its local backups where the editor watches them", () => {
    expect(backupStoreShapeProblem(decap.localForage)).toBeUndefined();
  });

  it("has the list, image and Markdown controls the editor wraps, and the Markdown field's remembered mode", () => {
    for (const [name, control] of [
      ["list", decap.ListControl],
      ["image", decap.ImageControl],
      ["markdown", decap.MarkdownControl],
    ] as const)
      expect(widgetShapeProblem(name, { control }), name).toBeUndefined();
    const source = readFileSync(
      require.resolve("decap-cms-widget-markdown/dist/esm/MarkdownControl/index.js"),
      "utf8",
    );
    expect(markdownModeShapeProblem(source)).toBeUndefined();
    expect(source).toContain(`'${MARKDOWN_MODE_KEY}'`);
  });

  it("writes a field's refusal in a list right after the field's label, where the editor finds it", () => {
    const source = readFileSync(
      require.resolve("decap-cms-core/dist/esm/components/Editor/EditorControlPane/EditorControl.js"),
      "utf8",
    );
    // editor-alert.ts FIELD_REFUSAL (`label[for*="-field-"] + ul`): the label's `for` is the field's id, made of
    // its name and « -field- », and the list of refusals is rendered right after the label.
    expect(source).toContain("uniqueId(`${this.props.field.get('name')}-field-`)");
    expect(source).toMatch(/_jsx\(LabelComponent, \{[^}]*\}\), errors && _jsx\(ControlErrorsList/);
    expect(source).toMatch(/const ControlErrorsList = \/\*#__PURE__\*\/_styled\("ul"/);
  });

  it("gives each widget the form's refusals and its field's id, which tell a refusal already listed above it", () => {
    const source = readFileSync(
      require.resolve("decap-cms-core/dist/esm/components/Editor/EditorControlPane/EditorControl.js"),
      "utf8",
    );
    expect(source).toMatch(/uniqueFieldId: this\.uniqueFieldId,/);
    expect(source).toMatch(/fieldsErrors: fieldsErrors,/);
    expect(source).toContain("const errors = fieldsErrors && fieldsErrors.get(this.uniqueFieldId);");
    const errors = new Map([["date-field-1", [{ message: "La date ne peut pas être dans le futur." }]]]);
    expect(refusalListedAbove({ fieldsErrors: errors, forID: "date-field-1" })).toBe(true);
    expect(refusalListedAbove({ fieldsErrors: errors, forID: "title-field-2" })).toBe(false);
    expect(refusalListedAbove({})).toBe(false);
    // A widget is drawn again on a change of refusal only through its own shouldComponentUpdate.
    const wrapper = readFileSync(
      require.resolve("decap-cms-core/dist/esm/components/Editor/EditorControlPane/Widget.js"),
      "utf8",
    );
    expect(wrapper).toContain("return this.wrappedControlShouldComponentUpdate(nextProps);");
    expect(wrapper).toContain("forID: uniqueFieldId,");
    expect(wrapper).toContain(
      "return this.props.value !== nextProps.value || this.props.classNameWrapper !== nextProps.classNameWrapper || this.props.hasActiveStyle !== nextProps.hasActiveStyle;",
    );
    const control = { props: { value: "2099-01-01", forID: "date-field-1" }, state: undefined };
    expect(redrawnOnRefusal.call(control, { ...control.props, fieldsErrors: errors })).toBe(true);
    expect(redrawnOnRefusal.call(control, { ...control.props })).toBe(false);
  });

  it("asks its replace question in the words the editor answers", () => {
    const source = readFileSync(require.resolve("decap-cms-core/dist/esm/actions/mediaLibrary.js"), "utf8");
    expect("nora.webp already exists. Do you want to replace it?").toMatch(REPLACE_QUESTION);
    expect(source).toContain("already exists. Do you want to replace it?");
  });

  it("is told apart from a Decap that lost a method: the check names it", () => {
    const { deleteFiles: _gone, ...rest } = Object.fromEntries(
      Object.getOwnPropertyNames(decap.GitHubBackend.prototype).map((name) => [
        name,
        (decap.GitHubBackend.prototype as Record<string, unknown>)[name],
      ]),
    );
    expect(backendShapeProblem(rest, true)).toBe("le module de sauvegarde de Decap n'a plus deleteFiles");
  });
});
