import { useT } from "~/i18n/useT";

/**
 * How to cite a rule, on the rulebook's home: the two controls beside every section's heading,
 * drawn as the articles draw them, each with its name and what it copies.
 */
export function CitingRulesHelp() {
  const t = useT();
  const name = (key: "app.notice.copyLink" | "app.notice.copyCitation") => t(key).replace(/\s*:$/, "");
  return (
    <section className="citing-help" aria-labelledby="citing-help-title">
      <h2 id="citing-help-title">{t("app.notice.cite.title")}</h2>
      <p>{t("app.notice.cite.intro")}</p>
      <dl className="citing-help__controls">
        <div>
          <dt>
            <span className="heading-anchor citing-help__control" aria-hidden="true">
              #
            </span>
            {name("app.notice.copyLink")}
          </dt>
          <dd>{t("app.notice.cite.link")}</dd>
        </div>
        <div>
          <dt>
            <span className="heading-cite citing-help__control" aria-hidden="true" />
            {name("app.notice.copyCitation")}
          </dt>
          <dd>{t("app.notice.cite.quote")}</dd>
        </div>
      </dl>
    </section>
  );
}
