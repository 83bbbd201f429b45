import { SITE } from "~/config/site";
import { Message } from "~/i18n/Message";
import { HomeSlider } from "./HomeSlider";

/** The page's title over the carousel: the community's name stays while the slides turn. */
export function HomeHero() {
  return (
    <div className="home-hero">
      <h1 className="home-hero__title">
        <span className="home-hero__name">{SITE.name}</span>
        <span className="home-hero__tagline">
          <Message id="app.home.hero.tagline" values={{ year: SITE.foundedYear }} />
        </span>
      </h1>
      <HomeSlider />
    </div>
  );
}
