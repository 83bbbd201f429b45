import { HOME_MEDIA } from "~/config/home";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import type { HomeSlideContent } from "./slides";

interface HomeSlideProps {
  slide: HomeSlideContent;
  id: string;
  position: number;
  count: number;
  active: boolean;
}

/** One carousel slide: its background picture under a title and a short text. */
export function HomeSlide({ slide, id, position, count, active }: HomeSlideProps) {
  const t = useT();
  return (
    <div
      id={id}
      className="home-slide"
      role="group"
      aria-roledescription={t("app.home.slider.slide")}
      aria-label={t("app.home.slider.position", { index: position, count })}
      aria-hidden={!active}
      data-active={active || undefined}
    >
      <img
        className="home-slide__image"
        src={slide.image}
        alt=""
        width={HOME_MEDIA.slideWidth}
        height={HOME_MEDIA.slideHeight}
        // The first slide is the page's largest picture; the others can wait their turn.
        loading={position === 1 ? "eager" : "lazy"}
        fetchPriority={position === 1 ? "high" : "auto"}
        decoding="async"
      />
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
