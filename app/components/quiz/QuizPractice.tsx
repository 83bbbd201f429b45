import { useHydrated } from "~/lib/useHydrated";
import type { QuizQuestion } from "~/quiz/model";
import { QuizRound } from "./QuizRound";
import { QuizStart } from "./QuizStart";

/**
 * Where the round is played. The pre-rendered page is the same for everyone, so until the page is
 * interactive it shows the round's start, its button unavailable; quiz.css hides it all without scripts.
 */
export function QuizPractice({ questions }: { questions: readonly QuizQuestion[] }) {
  const hydrated = useHydrated();
  return <div className="quiz-round">{hydrated ? <QuizRound questions={questions} /> : <QuizStart />}</div>;
}
