import { FRENCH_CONTENT } from "~/i18n/french-content";
import { Message } from "~/i18n/Message";
import type { QuizCategory, QuizQuestion } from "~/quiz/model";
import { QuizStudyQuestion } from "./QuizStudyQuestion";

interface QuizStudyListProps {
  categories: readonly QuizCategory[];
  questions: readonly QuizQuestion[];
}

/**
 * Every question of the quiz, by rulebook category, each answer behind a disclosure: what the page
 * teaches without JavaScript (quiz.css shows it only then; with scripts, the round takes its place).
 */
export function QuizStudyList({ categories, questions }: QuizStudyListProps) {
  return (
    <section className="quiz-study" aria-labelledby="quiz-study-title">
      <h2 id="quiz-study-title">
        <Message id="app.quiz.study.title" values={{ count: questions.length }} />
      </h2>
      <p>
        <Message id="app.quiz.study.intro" />
      </p>
      {categories.map((category) => (
        <section
          key={category.id}
          className="quiz-study__category"
          aria-labelledby={`quiz-study-${category.id}`}
        >
          <h3 id={`quiz-study-${category.id}`} {...FRENCH_CONTENT}>
            {category.title}
          </h3>
          <ol className="quiz-study__questions">
            {questions
              .filter((question) => question.category === category.id)
              .map((question) => (
                <QuizStudyQuestion key={question.id} question={question} />
              ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
