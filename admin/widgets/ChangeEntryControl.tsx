import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { latestToday } from "~/notice/schema";
import { changeEntryProblem, type ChangeEntryDraft } from "../config/change-entry";
import { sectionsOf } from "./AnchorControl";
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
 * A new article has no box: the change log announces its publication by itself (« Nouvel
 * article. », app/notice/change-log.ts), and an entry of the same day would show it twice.
 */
export class ChangeEntryControl extends Component<Props> {
  isValid = (): Validity => {
    const problem = changeEntryProblem(draftOf(this.props.value), latestToday());
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
    if (this.props.getEntry?.().get("newRecord") && !draft.add)
      return (
        <p className="change-entry change-entry--new" id={forID}>
          Rien à cocher pour un nouvel article&nbsp;: le journal des modifications annonce sa publication de
          lui-même («&nbsp;Nouvel article.&nbsp;»), et l'article affiche «&nbsp;Publié le&nbsp;…&nbsp;». Cette
          case servira quand vous changerez une de ses règles.
        </p>
      );
    const body = this.props.getEntry?.().getIn(["data", "body"]);
    const sections = sectionsOf(typeof body === "string" ? body : "");
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
        {draft.add ? (
          <div className="change-entry__fields">
            <div className="change-entry__day">
              <label htmlFor={`${forID}-date`}>Date</label>
              <DayInput
                id={`${forID}-date`}
                value={draft.date}
                max={latestToday()}
                describedBy={`${forID}-written`}
                onChange={(date) => this.update({ date })}
              />
            </div>
            <WrittenDay id={`${forID}-written`} value={draft.date} />
            <label>
              Résumé (obligatoire)
              <input
                type="text"
                value={draft.summary ?? ""}
                maxLength={300}
                onChange={(event) => this.update({ summary: event.target.value })}
              />
            </label>
            <label>
              Section concernée
              <select
                value={draft.anchor ?? ""}
                onChange={(event) => this.update({ anchor: event.target.value })}
              >
                <option value="">— Tout l'article —</option>
                {sections.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.text} (#{section.id})
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : null}
      </fieldset>
    );
  }
}
