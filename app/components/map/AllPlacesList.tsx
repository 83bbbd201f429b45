import { MASKED_NAME, type MapCategory } from "~/map";
import { useLocale } from "~/i18n/LocaleProvider";
import { useT } from "~/i18n/useT";
import { placeAnchor } from "~/map/map-url";
import { sortPoisByName } from "~/map/poi-order";
import { CATEGORY_LABELS, POI_ICON_LABELS } from "./map-labels";
import { useMapData } from "./MapDataContext";

const sectionId = (category: MapCategory) => `places-${category.id}`;

/**
 * Every place of every category, for a browser that runs no script (the page renders it inside
 * `<noscript>`): links to each category's list, then each list by name, in a box that scrolls.
 * Masked names stay masked; a category of several kinds says each place's kind. A shared place's
 * link ends with its line's id: the browser jumps to it, marked.
 */
export function AllPlacesList() {
  const t = useT();
  const { locale } = useLocale();
  const { categories } = useMapData();
  return (
    <div className="all-places">
      <nav className="all-places__nav" aria-label={t("app.map.allPlaces.label")}>
        <ul>
          {categories.map((category) => (
            <li key={category.id}>
              <a href={`#${sectionId(category)}`}>
                {t(CATEGORY_LABELS[category.id])}
                <span className="map-categories__count">{category.points.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((category) => {
        const titleId = `${sectionId(category)}-title`;
        const kinds = category.icons.length > 1;
        return (
          <section key={category.id} id={sectionId(category)} className="all-places__section">
            <h2 id={titleId}>{t(CATEGORY_LABELS[category.id])}</h2>
            <p className="map-page__count">{t("app.map.list.count", { count: category.points.length })}</p>
            {category.id === "illegal" ? (
              <p className="map-page__note">{t("app.map.list.maskedNote")}</p>
            ) : null}
            {/* A box that scrolls is reached with the keyboard too. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <ul className="all-places__names" lang="fr" tabIndex={0} aria-labelledby={titleId}>
              {sortPoisByName(category.points).map((point) => (
                <li key={point.id} id={placeAnchor(point.id)}>
                  {point.name === MASKED_NAME ? (
                    <>
                      <span aria-hidden="true">{MASKED_NAME}</span>
                      <span className="visually-hidden" lang={locale}>
                        {t("app.map.masked")}
                      </span>
                    </>
                  ) : (
                    point.name
                  )}
                  {kinds ? (
                    <>
                      {" "}
                      <span className="all-places__kind" lang={locale}>
                        {t(POI_ICON_LABELS[point.icon])}
                      </span>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
