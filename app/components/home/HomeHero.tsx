import { Icon } from "~/components/Icon";
import { SITE } from "~/config/site";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import { Message } from "~/i18n/Message";
import { HomeSlider } from "./HomeSlider";

/**
 * The page's title over the carousel, with the call to play: the community's name and the way in
 * stay on the first screen of a phone while the slides turn.
 */
export function HomeHero() {
  return (
    <div className="home-hero">
      <div className="home-hero__top">
        <h1 className="home-hero__title">
          <span className="home-hero__name">{SITE.name}</span>
          <span className="home-hero__tagline">
            <Message id="app.home.hero.tagline" values={{ year: SITE.foundedYear }} />
          </span>
        </h1>
        <LocalizedLink to="/play" className="button button--primary home-hero__play">
          <Icon name="gamepad" size={18} />
          <span>
            <Message id="app.home.welcome.play" />
          </span>
        </LocalizedLink>
      </div>
      <HomeSlider />
    </div>
  );
}
