import { useId } from "react";
import { SLIDER } from "~/config/home";
import { TIMING } from "~/config/site";
import { useT } from "~/i18n/useT";
import { HomeSlide } from "./HomeSlide";
import { SliderDots } from "./SliderDots";
import { SliderPlayButton } from "./SliderPlayButton";
import { HOME_SLIDES } from "./slides";
import { useSlider } from "./useSlider";

const SLIDES = HOME_SLIDES.slice(0, SLIDER.slideCount);

/**
 * The home carousel (WAI-ARIA carousel pattern): autoplay every 7.5 s, looping, paused while
 * hovered or focused and by its button; announcements are polite only when it is not rotating.
 */
export function HomeSlider() {
  const t = useT();
  const baseId = useId();
  const slideId = (index: number) => `${baseId}-slide-${index + 1}`;
  const { index, playing, autoplaying, select, toggle, regionHandlers } = useSlider(
    SLIDES.length,
    TIMING.sliderIntervalMs,
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
      <div className="home-slider__slides" aria-live={autoplaying ? "off" : "polite"}>
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
