/**
 * Without scripts, the change log's filter still works: the pre-rendered page lists every entry,
 * and this style hides those of other categories as soon as the reader picks one in the select
 * (`:has(option:checked)` follows the select without any script). The total count gives way to the
 * chosen category's count (ChangeLogCategoryCounts, counted at build time). With scripts the app
 * filters the list itself and this never applies.
 */
export function ChangeLogFilterStyle({ categories }: { categories: readonly string[] }) {
  const chosen = (id: string) => `:root:has(.change-log-filter option[value=${JSON.stringify(id)}]:checked)`;
  const rules = categories.map(
    (id) =>
      `${chosen(id)} .change-log__item:not([data-category~=${JSON.stringify(id)}]),` +
      `${chosen(id)} .change-log__month:not(:has([data-category~=${JSON.stringify(id)}]))`,
  );
  const counts = categories.map((id) => `${chosen(id)} [data-count-for=${JSON.stringify(id)}]`);
  const css =
    `@media (scripting: none){${rules.join(",")}{display:none}` +
    `:root:has(.change-log-filter option:checked:not([value=""])) .change-log__count{display:none}` +
    `${counts.join(",")}{display:block}}`;
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
