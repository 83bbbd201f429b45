import { useId } from "react";
import { SLIDER } from "~/config/home";
import { TIMING } from "~/config/site";
import { localeDirection } from "~/i18n/locales";
import { useLocale } from "~/i18n/LocaleProvider";
import { useT } from "~/i18n/useT";
import { HomeSlide } from "./HomeSlide";
import { SliderDots } from "./SliderDots";
import { SliderPlayButton } from "./SliderPlayButton";
import { HOME_SLIDES } from "./slides";
import { useSlider } from "./useSlider";

const SLIDES = HOME_SLIDES.slice(0, SLIDER.slideCount);

/**
 * The home carousel (WAI-ARIA carousel pattern): autoplay every 7.5 s, looping, paused while
 * hovered or focused and by its button, and swiped on a touch screen; announcements are polite
 * only when it is not rotating. Without JavaScript its slides show one under another (home.css).
 */
export function HomeSlider() {
  const t = useT();
  const { locale } = useLocale();
  const baseId = useId();
  const slideId = (index: number) => `${baseId}-slide-${index + 1}`;
  const { index, playing, autoplaying, select, toggle, regionHandlers, swipeHandlers } = useSlider(
    SLIDES.length,
    TIMING.sliderIntervalMs,
    localeDirection(locale) === "rtl",
  );

  return (
    <section
      className="home-slider"
      aria-roledescription={t("app.home.slider.carousel")}
      aria-label={t("app.home.slider.label")}
      data-autoplay={autoplaying || undefined}
      {...regionHandlers}
    >
      <div className="home-slider__controls">
        <SliderPlayButton playing={playing} onToggle={toggle} />
        <SliderDots count={SLIDES.length} index={index} slideId={slideId} onSelect={select} />
      </div>
      <div className="home-slider__slides" aria-live={autoplaying ? "off" : "polite"} {...swipeHandlers}>
        {SLIDES.map((slide, position) => (
          <HomeSlide
            key={slide.id}
            slide={slide}
            id={slideId(position)}
            position={position + 1}
            count={SLIDES.length}
            active={position === index}
          />
        ))}
      </div>
    </section>
  );
}
