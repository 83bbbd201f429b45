import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { oldPathProblem } from "~/notice/redirects";
import { currentTargets } from "../content-index";
import { articlePathOf } from "./article-path";
import { refused, sentence, type Validity } from "./validity";

type Props = CmsWidgetControlProps<string | undefined> & {
  getEntry?: () => { get(key: string): unknown };
  collection?: { get(key: string): unknown };
};

/**
 * One old address of an article (after a rename or a move): not a page that exists, nor another
 * article's old address, as the build requires (app/notice/redirects.ts).
 */
export class OldPathControl extends Component<Props> {
  isValid = (): Validity => {
    const from = this.props.value;
    if (!from) return true;
    const problem = oldPathProblem(
      from,
      articlePathOf(this.props.collection, this.props.getEntry?.()),
      currentTargets(),
    );
    return problem ? refused(sentence("L'ancienne adresse", problem)) : true;
  };

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    return (
      <input
        id={forID}
        type="text"
        className={classNameWrapper}
        value={value ?? ""}
        placeholder="/notice/game/…"
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
}
