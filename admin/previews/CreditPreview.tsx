import type { ComponentType } from "react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import type { z } from "zod";
import { ContributorItem } from "~/components/credits/ContributorItem";
import { OtherCreditItem } from "~/components/credits/OtherCreditItem";
import { TeamCard } from "~/components/credits/TeamCard";
import { contributorSchema, otherCreditSchema, teamMemberSchema } from "~/data/credits/schema";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { draftImageUrl } from "./draft-media";
import { useFrenchLoaded } from "./useFrenchLoaded";

/** What one preview shows: the page's column title class and the site's own item component. */
interface CreditKind<T> {
  schema: z.ZodType<T>;
  column: "team" | "contributors" | "others";
  Item: ComponentType<{ value: T }>;
}

const TEAM: CreditKind<z.infer<typeof teamMemberSchema>> = {
  schema: teamMemberSchema,
  column: "team",
  Item: ({ value }) => <TeamCard member={value} />,
};
const CONTRIBUTORS: CreditKind<z.infer<typeof contributorSchema>> = {
  schema: contributorSchema,
  column: "contributors",
  Item: ({ value }) => <ContributorItem contributor={value} />,
};
const OTHERS: CreditKind<z.infer<typeof otherCreditSchema>> = {
  schema: otherCreditSchema,
  column: "others",
  Item: ({ value }) => <OtherCreditItem other={value} />,
};

/** A draft's image, or the site's file through Decap (admin/previews/draft-media.ts). */
function imageUrl(
  entry: PreviewTemplateComponentProps["entry"],
  sitePath: string,
  getAsset: (path: string) => unknown,
) {
  return draftImageUrl(entry, sitePath) ?? String(getAsset(sitePath));
}

/** Decap's form data as a plain object, empty values left out (as they are saved). */
function formData(entry: PreviewTemplateComponentProps["entry"]): Record<string, unknown> {
  const data = (entry.get("data")?.toJS?.() ?? {}) as Record<string, unknown>;
  return JSON.parse(
    JSON.stringify(data, (_, value: unknown) => (value === "" ? undefined : value)),
  ) as Record<string, unknown>;
}

const listed = (labels: string[]) => labels.map((label) => `«\u00a0${label}\u00a0»`).join(", ");

/** Why the card is not shown yet: the required fields still empty, then the ones to fix. */
export function pendingReason(missing: string[], wrong: string[]): string {
  const reasons = [
    missing.length > 0 &&
      (missing.length === 1
        ? `le champ obligatoire ${listed(missing)} est rempli`
        : `les champs obligatoires ${listed(missing)} sont remplis`),
    wrong.length > 0 &&
      (wrong.length === 1
        ? `le champ ${listed(wrong)} est corrigé`
        : `les champs ${listed(wrong)} sont corrigés`),
  ].filter(Boolean);
  return reasons.length > 0 ? reasons.join(" et ") : "le formulaire est complet";
}

/**
 * A credit as /credits shows it: the page's own card component (app/components/credits/*) in a
 * column of the page, in French, with the site's stylesheets (registered in main.tsx). Photos
 * just uploaded are shown from the editor's copy (getAsset), before they reach the site.
 */
function creditPreview<T>(kind: CreditKind<T>) {
  return function CreditPreview({ entry, getAsset, fields }: PreviewTemplateComponentProps) {
    const loaded = useFrenchLoaded();
    if (!loaded) return null;
    const data = formData(entry);
    const parsed = kind.schema.safeParse(data);
    if (!parsed.success) {
      // Named as the form names them (« Rôle »), the field's id when Decap gives no list. An empty
      // field is missing; a filled one the schema refuses (a link without https://) is to be fixed.
      const labelOf = (name: string) =>
        String(fields?.find((field) => field?.get("name") === name)?.get("label") ?? name);
      const missing = new Set<string>();
      const wrong = new Set<string>();
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? "");
        if (!name) continue;
        (data[name] === undefined ? missing : wrong).add(labelOf(name));
      }
      return (
        <p className="editor-preview__pending">
          L'aperçu de la carte s'affiche quand {pendingReason([...missing], [...wrong])}.
        </p>
      );
    }
    const value = parsed.data as T & { image?: string; easterEgg?: { hoverImage: string } };
    const asset = (path: string) => imageUrl(entry, path, getAsset);
    const shown =
      kind.column === "team"
        ? {
            ...value,
            ...(value.image ? { image: asset(value.image) } : {}),
            ...(value.easterEgg ? { easterEgg: { hoverImage: asset(value.easterEgg.hoverImage) } } : {}),
          }
        : value;
    return (
      <LocaleProvider locale="fr">
        <div className="page credits editor-preview">
          <section className="credits-column" data-credits={kind.column}>
            <ul className="credits-list">
              <kind.Item value={shown} />
            </ul>
          </section>
        </div>
      </LocaleProvider>
    );
  };
}

export const TeamPreview = creditPreview(TEAM);
export const ContributorPreview = creditPreview(CONTRIBUTORS);
export const OtherCreditPreview = creditPreview(OTHERS);
