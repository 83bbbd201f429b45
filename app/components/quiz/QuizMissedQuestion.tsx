import { FRENCH_CONTENT } from "~/i18n/french-content";
import { Message } from "~/i18n/Message";
import { RIGHT_ANSWER, type QuizQuestion } from "~/quiz/model";
import { QuizRuleLink } from "./QuizRuleLink";

interface QuizMissedQuestionProps {
  question: QuizQuestion;
  pick: number;
  ruleLinkId: string;
  onFollowRule: () => void;
}

/** A question answered wrongly, in the results: the question, both answers, why, and the rule to read again. */
export function QuizMissedQuestion({ question, pick, ruleLinkId, onFollowRule }: QuizMissedQuestionProps) {
  return (
    <li className="quiz-missed__item">
      <p className="quiz-missed__question" {...FRENCH_CONTENT}>
        {question.question}
      </p>
      <p>
        <Message
          id="app.quiz.yourAnswer"
          values={{ answer: <span {...FRENCH_CONTENT}>{question.answers[pick]}</span> }}
        />
      </p>
      <p>
        <Message
          id="app.quiz.rightAnswer"
          values={{ answer: <strong {...FRENCH_CONTENT}>{question.answers[RIGHT_ANSWER]}</strong> }}
        />
      </p>
      <p {...FRENCH_CONTENT}>{question.explanation}</p>
      <p>
        <QuizRuleLink rule={question.rule} id={ruleLinkId} onFollow={onFollowRule} />
      </p>
    </li>
  );
}
