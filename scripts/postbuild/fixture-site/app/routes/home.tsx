export default function Home() {
  return (
    <main>
      <h1>Accueil</h1>
      <a href="/notice/game/fixture/article">Article</a>
    </main>
  );
}
