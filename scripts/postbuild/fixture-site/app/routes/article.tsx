import { useLoaderData } from "react-router";

/** Like a rulebook article: Markdown rendered at build time, shown as HTML. */
export function loader() {
  return {
    title: "Article",
    html: '<h2 id="principe">Le principe</h2><p>Un <strong>texte</strong> & des « guillemets ».</p>',
  };
}

export default function Article() {
  const { title, html } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{title}</h1>
      <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />
    </main>
  );
}
