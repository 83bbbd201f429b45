import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { latestToday } from "~/notice/schema";
import { changeEntryProblem, SUMMARY_MISSING, type ChangeEntryDraft } from "../config/change-entry";
import { sectionsOf } from "./AnchorControl";
import { redrawnOnRefusal, refusalListedAbove } from "../decap-shapes";
import { refused, type Validity } from "./validity";
import { todayInFrance } from "./today";
import { DayInput } from "./DayInput";
import { WrittenDay } from "./WrittenDay";

type Props = CmsWidgetControlProps<{ toJS?: () => ChangeEntryDraft } | ChangeEntryDraft | undefined> & {
  getEntry?: () => { get(key: string): unknown; getIn(path: string[]): unknown };
};

/** Decap hands objects back as Immutable maps. */
function draftOf(value: Props["value"]): ChangeEntryDraft {
  if (!value) return {};
  return "toJS" in value && typeof value.toJS === "function" ? value.toJS() : (value as ChangeEntryDraft);
}

/**
 * "Add a change entry": a box to tick when the save changes a rule, the day prefilled with today,
 * a summary required once ticked and the section it concerns. On save, the preSave listener
 * (main.tsx, `articleDataToSave`) appends it to `changes`.
 * On a new article the entry announces its publication: in the change log it takes the place of
 * « Nouvel article. » (app/notice/change-log.ts), and the article shows « Publié le … : <résumé> ».
 */
export class ChangeEntryControl extends Component<Props, { checked: boolean }> {
  state = { checked: false };
  shouldComponentUpdate = redrawnOnRefusal;

  isValid = (): Validity => {
    const problem = changeEntryProblem(draftOf(this.props.value), latestToday());
    // Decap shows the message by the field's name, a screen above the summary: once a save has
    // been refused, the missing summary is also said under its own box.
    if (problem && !this.state.checked) this.setState({ checked: true });
    return problem ? refused(problem) : true;
  };

  private update(patch: Partial<ChangeEntryDraft>) {
    const draft = { ...draftOf(this.props.value), ...patch };
    if (patch.add && !draft.date) draft.date = todayInFrance();
    this.props.onChange(draft);
  }

  render() {
    const { forID } = this.props;
    const draft = draftOf(this.props.value);
    const isNew = Boolean(this.props.getEntry?.().get("newRecord"));
    const body = this.props.getEntry?.().getIn(["data", "body"]);
    const sections = sectionsOf(typeof body === "string" ? body : "");
    const summaryMissing = this.state.checked && !draft.summary?.trim();
    return (
      <fieldset className="change-entry" id={forID}>
        <legend className="visually-hidden">Nouvelle entrée du journal</legend>
        <label className="change-entry__add">
          <input
            type="checkbox"
            checked={Boolean(draft.add)}
            onChange={(event) => this.update({ add: event.target.checked })}
          />
          Ajouter une entrée au journal des modifications
        </label>
        {isNew ? (
          <p className="change-entry__new">
            Pour un nouvel article, c'est facultatif&nbsp;: sans entrée, le journal annonce «&nbsp;Nouvel
            article.&nbsp;». Avec une entrée datée du jour de publication, son résumé remplace cette ligne et
            s'affiche sous le titre («&nbsp;Publié le …&nbsp;: votre résumé&nbsp;»).
          </p>
        ) : null}
        {draft.add ? (
          <div className="change-entry__fields">
            <div className="change-entry__day">
              <label htmlFor={`${forID}-date`}>Date</label>
              <DayInput
                id={`${forID}-date`}
                value={draft.date}
                max={latestToday()}
                describedBy={`${forID}-written ${forID}-paris`}
                onChange={(date) => this.update({ date })}
              />
            </div>
            <WrittenDay
              id={`${forID}-written`}
              value={draft.date}
              saidAbove={refusalListedAbove(this.props)}
            />
            <p className="change-entry__hint" id={`${forID}-paris`}>
              Le jour à Paris, comme le site date ses pages : après minuit à Paris, c'est déjà le lendemain.
            </p>
            {/* Labels beside their control, not around it: a list's name would be every one of its choices. */}
            <div className="change-entry__field">
              <label htmlFor={`${forID}-summary`}>Résumé (obligatoire)</label>
              <input
                id={`${forID}-summary`}
                type="text"
                value={draft.summary ?? ""}
                maxLength={300}
                aria-invalid={summaryMissing || undefined}
                aria-describedby={summaryMissing ? `${forID}-summary-problem` : undefined}
                onChange={(event) => this.update({ summary: event.target.value })}
              />
            </div>
            {summaryMissing ? (
              <p className="change-entry__problem" id={`${forID}-summary-problem`}>
                {SUMMARY_MISSING}
              </p>
            ) : null}
            <div className="change-entry__field">
              <label htmlFor={`${forID}-anchor`}>Section concernée</label>
              <select
                id={`${forID}-anchor`}
                value={draft.anchor ?? ""}
                onChange={(event) => this.update({ anchor: event.target.value })}
              >
                <option value="">— Tout l'article —</option>
                {sections.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ) : null}
      </fieldset>
    );
  }
}
