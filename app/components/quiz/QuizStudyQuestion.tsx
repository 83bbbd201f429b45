import { FRENCH_CONTENT } from "~/i18n/french-content";
import { Message } from "~/i18n/Message";
import { mulberry32, seedOf, shuffled } from "~/lib/random";
import { RIGHT_ANSWER, type QuizQuestion } from "~/quiz/model";
import { QuizRuleLink } from "./QuizRuleLink";

/**
 * A question as the page shows it without JavaScript: the question and its answers, and behind a
 * disclosure the right answer, why, and the rule. The answers are in an order of their own (the
 * same on every build, so the right one is not always first). The editor's preview shows it open.
 */
export function QuizStudyQuestion({ question, open }: { question: QuizQuestion; open?: boolean }) {
  const order = shuffled(
    question.answers.map((_, index) => index),
    mulberry32(seedOf(question.id)),
  );
  return (
    <li className="quiz-study__question card">
      <p className="quiz-study__text" {...FRENCH_CONTENT}>
        {question.question}
      </p>
      <ul className="quiz-study__answers" {...FRENCH_CONTENT}>
        {order.map((index) => (
          <li key={index}>{question.answers[index]}</li>
        ))}
      </ul>
      <details className="quiz-study__reveal" open={open}>
        <summary>
          <Message id="app.quiz.study.reveal" />
        </summary>
        <p>
          <Message
            id="app.quiz.rightAnswer"
            values={{ answer: <strong {...FRENCH_CONTENT}>{question.answers[RIGHT_ANSWER]}</strong> }}
          />
        </p>
        <p {...FRENCH_CONTENT}>{question.explanation}</p>
        <p>
          <QuizRuleLink rule={question.rule} />
        </p>
      </details>
    </li>
  );
}
