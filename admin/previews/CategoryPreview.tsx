import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { PreviewRouter } from "./PreviewRouter";
import { categoryArticles } from "virtual:brumes-editor";
import { CategoryCard } from "~/components/notice/CategoryCard";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { categoryPath } from "~/notice/model";
import type { NoticeTypeId } from "~/notice/schema";
import { useFrenchLoaded } from "./useFrenchLoaded";

/**
 * A rulebook category as its type's page shows it: the site's card (image, title, description and
 * its articles in order), with its place in the menu. Registered per category file ("game-banking").
 */
export function categoryPreview(type: NoticeTypeId, id: string) {
  return function CategoryPreview({ entry }: PreviewTemplateComponentProps) {
    const loaded = useFrenchLoaded();
    if (!loaded) return null;
    const data = (entry.get("data")?.toJS?.() ?? {}) as Record<string, unknown>;
    const order = typeof data.order === "number" ? data.order : undefined;
    const articles = (categoryArticles[`${type}-${id}`] ?? []).map((article, index) => ({
      ...article,
      type,
      category: id,
      order: index,
      description: "",
      published: "",
      updated: "",
    }));
    return (
      <LocaleProvider locale="fr">
        <PreviewRouter>
          <div className="page editor-preview">
            <p className="editor-preview__pending">
              {order === undefined
                ? "Sans ordre : la catégorie vient après toutes les autres dans le menu."
                : `Ordre dans le menu : ${order} (les catégories vont du plus petit au plus grand).`}
            </p>
            <CategoryCard
              category={{
                type,
                id,
                title: String(data.title ?? ""),
                image: String(data.image ?? ""),
                description: String(data.description ?? ""),
                path: categoryPath(type, id),
                articles,
                ...(order === undefined ? {} : { order }),
              }}
            />
          </div>
        </PreviewRouter>
      </LocaleProvider>
    );
  };
}
