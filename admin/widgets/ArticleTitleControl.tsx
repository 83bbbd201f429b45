import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { categoryTitleProblem } from "~/notice/article-rules";
import { currentTargets } from "../content-index";
import { refused, sentence, type Validity } from "./validity";

type Props = CmsWidgetControlProps<string | undefined> & {
  getEntry?: () => { get(key: string): unknown };
  collection?: { get(key: string): unknown };
};

const NOTICE_COLLECTION = /^notice-(game|technical)-(.+)$/;

/**
 * A rulebook article's title, refused on the field when another article of its category has it
 * (case and spaces aside), with the build's own rule (app/notice/article-rules.ts) against the
 * titles the editor knows now. Said here as it is typed, not only in the save's notice. A plain
 * field: tabbing in selects the title, so that typing replaces it (Decap's put the caret at its end).
 */
export class ArticleTitleControl extends Component<Props> {
  problem(): string | undefined {
    const [, type, category] = NOTICE_COLLECTION.exec(String(this.props.collection?.get("name") ?? "")) ?? [];
    if (!type || !category) return undefined;
    const entry = this.props.getEntry?.();
    const own = entry && !entry.get("newRecord") ? String(entry.get("slug") ?? "") : "";
    const targets = currentTargets();
    const categoryPath = `/notice/${type}/${category}`;
    const siblings = (targets.categories[categoryPath]?.articles ?? []).map((key) => ({
      key,
      title: targets.articles[`${categoryPath}/${key}`]?.title ?? "",
    }));
    return categoryTitleProblem(own, this.props.value ?? "", siblings);
  }

  isValid = (): Validity => {
    const problem = this.problem();
    return problem ? refused(sentence("Le titre", problem)) : true;
  };

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    return (
      <input
        id={forID}
        type="text"
        className={classNameWrapper}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
}
