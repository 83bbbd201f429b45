import { HomeHero } from "~/components/home/HomeHero";
import { HomeQuote } from "~/components/home/HomeQuote";
import { HomeVideo } from "~/components/home/HomeVideo";
import { HomeWelcome } from "~/components/home/HomeWelcome";
import { firstSlidePreloads } from "~/components/home/slide-images";
import { catalogueMeta, pageLocale } from "~/lib/meta";
import { organizationJsonLd, websiteJsonLd } from "~/data/site-json-ld";
import type { Route } from "./+types/home";
import "~/styles/pages.css";
import "~/styles/home.css";

/** The first slide is the page's largest picture: its file is asked for before the stylesheets are read. */
export const links: Route.LinksFunction = () => firstSlidePreloads();

export function meta(args: Route.MetaArgs) {
  return [
    ...catalogueMeta("index")(args),
    organizationJsonLd(),
    websiteJsonLd(pageLocale(args.location).locale),
  ];
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
