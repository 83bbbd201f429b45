import type { Ref } from "react";
import { Icon } from "~/components/Icon";
import { Message } from "~/i18n/Message";
import type { QuizQuestion } from "~/quiz/model";
import type { BestScore } from "~/quiz/storage";
import { QuizMissedQuestion } from "./QuizMissedQuestion";
import { QuizRetryButton } from "./QuizRetryButton";

interface QuizResultsProps {
  score: number;
  total: number;
  /** The questions answered wrongly, with the answer given. */
  missed: { question: QuizQuestion; pick: number }[];
  best?: BestScore;
  /** Whether this round just became the best one. */
  newBest: boolean;
  onRetry: () => void;
  onFollowRule: (linkId: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The end of a round: the score, the best one, each missed question with its rule, and another round
 * (offered beside the score and after the missed questions).
 */
export function QuizResults({
  score,
  total,
  missed,
  best,
  newBest,
  onRetry,
  onFollowRule,
  headingRef,
}: QuizResultsProps) {
  return (
    <section className="quiz-card card quiz-results" aria-labelledby="quiz-results-title">
      <h2 id="quiz-results-title" tabIndex={-1} ref={headingRef}>
        <Message id="app.quiz.score" values={{ score, total }} />
      </h2>
      {newBest || best ? (
        <p className="quiz-best">
          <Icon name="star" size={18} />
          <span>
            {newBest ? (
              <Message id="app.quiz.newBest" />
            ) : (
              <Message id="app.quiz.best" values={{ ...best }} />
            )}
          </span>
        </p>
      ) : null}
      {missed.length === 0 ? (
        <p>
          <Message id="app.quiz.perfect" />
        </p>
      ) : (
        <>
          {/* Another round right under the score too: on a phone, the missed questions run for screens. */}
          <QuizRetryButton onRetry={onRetry} />
          <h3>
            <Message id="app.quiz.missed" values={{ count: missed.length }} />
          </h3>
          <ol className="quiz-missed">
            {missed.map(({ question, pick }) => {
              const id = `quiz-missed-rule-${question.id}`;
              return (
                <QuizMissedQuestion
                  key={question.id}
                  question={question}
                  pick={pick}
                  ruleLinkId={id}
                  onFollowRule={() => onFollowRule(id)}
                />
              );
            })}
          </ol>
        </>
      )}
      <QuizRetryButton onRetry={onRetry} />
    </section>
  );
}
