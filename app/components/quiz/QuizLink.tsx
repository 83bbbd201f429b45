import { Icon } from "~/components/Icon";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import { Message } from "~/i18n/Message";

/** The way to the practice quiz, from the pages that prepare a newcomer (/play, the rulebook's home). */
export function QuizLink({ className }: { className?: string }) {
  return (
    <LocalizedLink to="/quiz" className={className}>
      <Icon name="list-checks" size={18} />
      <span>
        <Message id="app.quiz.link" />
      </span>
    </LocalizedLink>
  );
}
