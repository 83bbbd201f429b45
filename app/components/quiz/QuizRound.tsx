import { useEffect, useRef, useState } from "react";
import { mulberry32 } from "~/lib/random";
import { drawRound, freshSeed } from "~/quiz/draw";
import type { QuizQuestion } from "~/quiz/model";
import {
  answered,
  isAnswered,
  isFinished,
  missed,
  movedOn,
  newRound,
  restoredRound,
  score,
  type RoundState,
} from "~/quiz/round";
import {
  keepRoundInHistory,
  readBestScore,
  recordScore,
  roundInHistory,
  type BestScore,
} from "~/quiz/storage";
import { QuizQuestionCard } from "./QuizQuestionCard";
import { QuizResults } from "./QuizResults";
import { QuizStart } from "./QuizStart";

/** Where focus goes once a step has rendered: the step's heading, the "next" button, or a rule link by its id. */
type FocusTarget = "heading" | "next" | { id: string };

/**
 * The practice round, one question at a time, in the browser (the draw is the browser's): its start,
 * each question and its answer, then the results. The round lives in the page's history entry.
 */
export function QuizRound({ questions }: { questions: readonly QuizQuestion[] }) {
  // Back from a rule, or a reload, finds the round where the player left it.
  const [round, setRound] = useState<RoundState | undefined>(() =>
    restoredRound(roundInHistory(), questions),
  );
  const [best, setBest] = useState<BestScore | undefined>(readBestScore);
  const [newBest, setNewBest] = useState(false);
  const focusTarget = useRef<FocusTarget | undefined>(round?.followed ? { id: round.followed } : undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  useEffect(() => keepRoundInHistory(round), [round]);

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = undefined;
    if (target === "heading") heading.current?.focus();
    else if (target === "next") next.current?.focus();
    // The way back from a rule: the scroll is the page's own (ScrollManager), focus returns to the link.
    else if (target) document.getElementById(target.id)?.focus({ preventScroll: true });
  });

  const byId = new Map(questions.map((question) => [question.id, question]));
  const start = () => {
    focusTarget.current = "heading";
    setNewBest(false);
    // « Try again » asks other questions than the round just played, as its button says.
    const last = new Set(round?.questions.map((question) => question.id));
    setRound(newRound(drawRound(questions, mulberry32(freshSeed()), undefined, last)));
  };
  const followRule = (linkId: string) => {
    // Kept before the router leaves the page: its entry is the one Back returns to.
    if (round) keepRoundInHistory({ ...round, followed: linkId });
  };

  if (!round) return <QuizStart onStart={start} best={best} />;

  if (isFinished(round)) {
    return (
      <QuizResults
        score={score(round)}
        total={round.questions.length}
        missed={missed(round).map(({ id, pick }) => ({ question: byId.get(id)!, pick }))}
        best={best}
        newBest={newBest}
        onRetry={start}
        onFollowRule={followRule}
        headingRef={heading}
      />
    );
  }

  const step = round.questions[round.current]!;
  return (
    <QuizQuestionCard
      key={step.id}
      question={byId.get(step.id)!}
      order={step.order}
      number={round.current + 1}
      total={round.questions.length}
      pick={isAnswered(round) ? round.picks[round.current] : undefined}
      onAnswer={(pick) => {
        focusTarget.current = "next";
        setRound(answered(round, pick));
      }}
      onNext={() => {
        const moved = movedOn(round);
        focusTarget.current = "heading";
        if (isFinished(moved)) {
          const result = { score: score(moved), total: moved.questions.length };
          const beaten = recordScore(result);
          setNewBest(beaten);
          if (beaten) setBest(result);
        }
        setRound(moved);
      }}
      onFollowRule={followRule}
      headingRef={heading}
      nextRef={next}
    />
  );
}
