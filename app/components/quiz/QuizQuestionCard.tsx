import { useRef, useState, type FormEvent, type Ref } from "react";
import { Icon } from "~/components/Icon";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { Message } from "~/i18n/Message";
import { RIGHT_ANSWER, type QuizQuestion } from "~/quiz/model";
import { QuizChoice } from "./QuizChoice";
import { QuizFeedback } from "./QuizFeedback";

interface QuizQuestionCardProps {
  question: QuizQuestion;
  /** The answers' order on screen (indexes in `question.answers`). */
  order: number[];
  /** Its place in the round, from 1, and the round's length. */
  number: number;
  total: number;
  /** The answer given, once the question is answered. */
  pick: number | undefined;
  onAnswer: (pick: number) => void;
  onNext: () => void;
  /** Called before the rule link is followed, with its id. */
  onFollowRule: (linkId: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
  nextRef: Ref<HTMLButtonElement>;
}

/**
 * One question of a round: the French question as the legend of a group of radio buttons, checked
 * with a button (Enter in the group does it too); then the verdict, the explanation and the rule,
 * in a live region so that a screen reader reads them out, and the button to go on.
 */
export function QuizQuestionCard({
  question,
  order,
  number,
  total,
  pick,
  onAnswer,
  onNext,
  onFollowRule,
  headingRef,
  nextRef,
}: QuizQuestionCardProps) {
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  const firstChoice = useRef<HTMLDivElement>(null);
  const answered = pick !== undefined;
  const ids = {
    heading: "quiz-step-title",
    error: "quiz-choose-first",
    rule: `quiz-rule-${question.id}`,
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === undefined) {
      setMissing(true);
      firstChoice.current?.querySelector("input")?.focus();
      return;
    }
    onAnswer(chosen);
  };

  return (
    <section className="quiz-card card" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="quiz-card__step" tabIndex={-1} ref={headingRef}>
        <Message id="app.quiz.progress" values={{ number, total }} />
      </h2>
      <div className="quiz-progress" aria-hidden="true">
        <span style={{ inlineSize: `${((number - (answered ? 0 : 1)) / total) * 100}%` }} />
      </div>
      <form onSubmit={check} noValidate>
        <fieldset
          className="quiz-question"
          aria-describedby={missing && !answered ? ids.error : undefined}
          {...FRENCH_CONTENT}
        >
          <legend className="quiz-question__text">{question.question}</legend>
          <div className="quiz-question__choices" ref={firstChoice}>
            {order.map((index) => (
              <QuizChoice
                key={index}
                name={`quiz-${question.id}`}
                value={index}
                text={question.answers[index]!}
                checked={(answered ? pick : chosen) === index}
                onChoose={(value) => {
                  setChosen(value);
                  setMissing(false);
                }}
                result={answered ? { right: index === RIGHT_ANSWER, chosen: index === pick } : undefined}
              />
            ))}
          </div>
        </fieldset>
        {missing && !answered ? (
          <p id={ids.error} className="quiz-error" role="alert">
            <Message id="app.quiz.chooseFirst" />
          </p>
        ) : null}
        {answered ? null : (
          <div className="button-row">
            <button type="submit" className="button button--primary">
              <Icon name="check" size={18} />
              <span>
                <Message id="app.quiz.check" />
              </span>
            </button>
          </div>
        )}
      </form>
      <div className="quiz-card__feedback" role="status">
        {answered ? (
          <QuizFeedback
            question={question}
            pick={pick}
            ruleLinkId={ids.rule}
            onFollowRule={() => onFollowRule(ids.rule)}
          />
        ) : null}
      </div>
      {answered ? (
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={onNext} ref={nextRef}>
            <span>
              <Message id={number === total ? "app.quiz.finish" : "app.quiz.next"} />
            </span>
            <Icon name="arrow-right" size={18} className="quiz-card__next-icon" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
