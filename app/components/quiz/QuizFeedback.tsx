import { Icon } from "~/components/Icon";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { Message } from "~/i18n/Message";
import { RIGHT_ANSWER, type QuizQuestion } from "~/quiz/model";
import { QuizRuleLink } from "./QuizRuleLink";

interface QuizFeedbackProps {
  question: QuizQuestion;
  pick: number;
  /** The rule link's id, and what to do before it is followed. */
  ruleLinkId: string;
  onFollowRule: () => void;
}

/** After an answer: right or wrong (in words and an icon), the right answer, why, and the rule. */
export function QuizFeedback({ question, pick, ruleLinkId, onFollowRule }: QuizFeedbackProps) {
  const right = pick === RIGHT_ANSWER;
  return (
    <div className={`quiz-feedback quiz-feedback--${right ? "right" : "wrong"}`}>
      <p className="quiz-feedback__verdict">
        <Icon name={right ? "check" : "close"} size={20} />
        <strong>
          <Message id={right ? "app.quiz.right" : "app.quiz.wrong"} />
        </strong>
      </p>
      {right ? null : (
        <p>
          <Message
            id="app.quiz.rightAnswer"
            values={{ answer: <strong {...FRENCH_CONTENT}>{question.answers[RIGHT_ANSWER]}</strong> }}
          />
        </p>
      )}
      <p {...FRENCH_CONTENT}>{question.explanation}</p>
      <p className="quiz-feedback__rule">
        <QuizRuleLink rule={question.rule} id={ruleLinkId} onFollow={onFollowRule} />
      </p>
    </div>
  );
}
