import { Icon } from "~/components/Icon";
import { QUIZ } from "~/config/quiz";
import { Message } from "~/i18n/Message";
import type { BestScore } from "~/quiz/storage";

interface QuizStartProps {
  /** Starts a round; absent until the page is interactive (the button then shows as unavailable). */
  onStart?: () => void;
  /** The best round kept in this browser, if any. */
  best?: BestScore;
}

/** Before a round: what a round is, the best score so far, and the button that starts it. */
export function QuizStart({ onStart, best }: QuizStartProps) {
  return (
    <section className="quiz-card card" aria-labelledby="quiz-start-title">
      <h2 id="quiz-start-title">
        <Message id="app.quiz.start.title" values={{ count: QUIZ.roundSize }} />
      </h2>
      <p>
        <Message id="app.quiz.start.text" />
      </p>
      {best ? (
        <p className="quiz-best">
          <Icon name="star" size={18} />
          <span>
            <Message id="app.quiz.best" values={{ ...best }} />
          </span>
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onStart} disabled={!onStart}>
          <Icon name="play" size={18} />
          <span>
            <Message id="app.quiz.start.button" />
          </span>
        </button>
      </div>
    </section>
  );
}
