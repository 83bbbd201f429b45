import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { QuizStudyQuestion } from "~/components/quiz/QuizStudyQuestion";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { frenchTypography } from "~/lib/markdown/plugins/typography";
import type { QuizQuestion } from "~/quiz/model";
import { PreviewRouter } from "./PreviewRouter";
import { useFrenchLoaded } from "./useFrenchLoaded";

/** What the form's choice of rule reads: « Catégorie · Article › Section ». */
function ruleLabel(fields: PreviewTemplateComponentProps["fields"], rule: string): string {
  const field = fields.find((candidate) => candidate?.get("name") === "rule");
  const options = (field?.get("options") as { toJS?: () => unknown } | undefined)?.toJS?.();
  const option = (Array.isArray(options) ? (options as { value: string; label: string }[]) : []).find(
    (candidate) => candidate.value === rule,
  );
  return option?.label ?? "";
}

/**
 * A quiz question as /quiz lists it without scripts, its answer open: the question, the answers in
 * the page's order, the right one, the explanation and the link to the rule, in French typography.
 */
export function QuizQuestionPreview({ entry, fields }: PreviewTemplateComponentProps) {
  const loaded = useFrenchLoaded();
  if (!loaded) return null;
  const text = (path: string[]) => String(entry.getIn(["data", ...path]) ?? "");
  const wrong = (entry.getIn(["data", "wrongAnswers"]) as { toJS?: () => unknown } | undefined)?.toJS?.();
  const rule = text(["rule"]);
  // A new question is empty: a list item with a bullet and a link to nowhere would look broken.
  const missing = [
    !text(["question"]).trim() && "la question",
    !text(["answer"]).trim() && "la bonne réponse",
    !rule && "la règle",
  ].filter(Boolean);
  if (missing.length)
    return (
      <p className="editor-preview editor-preview__pending">
        L'aperçu montre la question telle que le quiz la liste. Il manque encore{" "}
        {missing.join(", ").replace(/, ([^,]*)$/, " et $1")}.
      </p>
    );
  const [, place = ""] = ruleLabel(fields, rule).split(" · ");
  const [article = "", section = ""] = place.split(" › ");
  const question: QuizQuestion = {
    id: String(entry.get("slug") ?? "") || "question",
    category: "",
    question: frenchTypography(text(["question"])),
    answers: [text(["answer"]), ...(Array.isArray(wrong) ? wrong.map(String) : [])].map(frenchTypography),
    explanation: frenchTypography(text(["explanation"])),
    rule: { href: rule, article, section },
  };
  return (
    <LocaleProvider locale="fr">
      <PreviewRouter>
        <div className="editor-preview">
          <ol className="quiz-study__questions">
            <QuizStudyQuestion question={question} open />
          </ol>
        </div>
      </PreviewRouter>
    </LocaleProvider>
  );
}
