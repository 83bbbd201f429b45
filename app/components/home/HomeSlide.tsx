import { HOME_MEDIA } from "~/config/home";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { useHydrated } from "~/lib/useHydrated";
import { slidePicture } from "./slide-images";
import type { HomeSlideContent } from "./slides";

interface HomeSlideProps {
  slide: HomeSlideContent;
  id: string;
  position: number;
  count: number;
  active: boolean;
}

/** One carousel slide: its background picture (sized for the screen, AVIF where possible) under a title and a short text. */
export function HomeSlide({ slide, id, position, count, active }: HomeSlideProps) {
  const t = useT();
  // Before the page is interactive, and without JavaScript, every slide shows (one under another:
  // home.css): none is hidden from assistive technology either.
  const hydrated = useHydrated();
  const picture = slidePicture(position);
  return (
    <div
      id={id}
      className="home-slide"
      role="group"
      aria-roledescription={t("app.home.slider.slide")}
      aria-label={t("app.home.slider.position", { index: position, count })}
      aria-hidden={hydrated ? !active : undefined}
      data-active={active || undefined}
    >
      <picture className="home-slide__picture">
        {picture.sources.map((source) => (
          <source key={`${source.media ?? ""}${source.type}`} {...source} />
        ))}
        <img
          className="home-slide__image"
          {...picture.img}
          alt=""
          width={HOME_MEDIA.slideWidth}
          height={HOME_MEDIA.slideHeight}
          // The first slide is the page's largest picture; the others can wait their turn.
          loading={position === 1 ? "eager" : "lazy"}
          fetchPriority={position === 1 ? "high" : "auto"}
          decoding="async"
        />
      </picture>
      <div className="home-slide__content">
        <h2 className="home-slide__title">
          <Message id={slide.titleKey} />
        </h2>
        <p className="home-slide__text">
          <Message id={slide.textKey} />
        </p>
      </div>
    </div>
  );
}
