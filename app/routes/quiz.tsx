import { PageHero } from "~/components/PageHero";
import { QuizFrenchNotice } from "~/components/quiz/QuizFrenchNotice";
import { QuizPractice } from "~/components/quiz/QuizPractice";
import { QuizStudyList } from "~/components/quiz/QuizStudyList";
import { pageLocale, pageMeta } from "~/lib/meta";
import { loadNoticeLibrary } from "~/notice/content.server";
import { readQuiz } from "~/quiz/read.server";
import { rulebookSections } from "~/quiz/rule-link.server";
import type { Route } from "./+types/quiz";
import "~/styles/pages.css";
import "~/styles/quiz.css";

export async function loader() {
  return readQuiz(process.cwd(), rulebookSections(await loadNoticeLibrary()));
}

export function meta(args: Route.MetaArgs) {
  const { t } = pageLocale(args.location);
  return pageMeta(args.location, { title: t("app.quiz.title"), description: t("app.quiz.meta") });
}

export default function Quiz({ loaderData }: Route.ComponentProps) {
  const { categories, questions } = loaderData;
  return (
    <div className="page quiz">
      <PageHero kicker="app.quiz.kicker" title="app.quiz.heading" intro="app.quiz.intro">
        <QuizFrenchNotice />
      </PageHero>
      <QuizPractice questions={questions} />
      <QuizStudyList categories={categories} questions={questions} />
    </div>
  );
}
