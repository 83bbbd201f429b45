import { Icon } from "~/components/Icon";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import { Message } from "~/i18n/Message";
import type { QuizRule } from "~/quiz/model";

interface QuizRuleLinkProps {
  rule: QuizRule;
  /** Its id, when the page must find it again on the way back from the rule. */
  id?: string;
  /** Called before the link is followed. */
  onFollow?: () => void;
}

/** The link from a question to the rulebook section that holds its rule: the article and the section, in French. */
export function QuizRuleLink({ rule, id, onFollow }: QuizRuleLinkProps) {
  return (
    <LocalizedLink to={rule.href} id={id} className="quiz-rule-link" onClick={onFollow}>
      <Icon name="book" size={18} />
      <span>
        <Message
          id="app.quiz.rule"
          values={{
            rule: (
              <span {...FRENCH_CONTENT}>
                {rule.article} › {rule.section}
              </span>
            ),
          }}
        />
      </span>
    </LocalizedLink>
  );
}
