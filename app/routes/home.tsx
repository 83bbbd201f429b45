import { HomeHero } from "~/components/home/HomeHero";
import { HomeQuote } from "~/components/home/HomeQuote";
import { HomeVideo } from "~/components/home/HomeVideo";
import { HomeWelcome } from "~/components/home/HomeWelcome";
import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/pages.css";
import "~/styles/home.css";

export const handle: RouteHandle = { titleKey: "app.title.index" };

export function meta() {
  return catalogueMeta("/", "app.title.index", "app.meta.index");
}

export default function Home() {
  return (
    <div className="home">
      <HomeHero />
      <HomeWelcome />
      <HomeQuote />
      <HomeVideo />
    </div>
  );
}
