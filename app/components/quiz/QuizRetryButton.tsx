import { Icon } from "~/components/Icon";
import { Message } from "~/i18n/Message";

/** Another round, with other questions. */
export function QuizRetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="button-row">
      <button type="button" className="button button--primary" onClick={onRetry}>
        <Icon name="list-checks" size={18} />
        <span>
          <Message id="app.quiz.retry" />
        </span>
      </button>
    </div>
  );
}
