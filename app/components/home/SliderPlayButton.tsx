import { Icon } from "~/components/Icon";
import { useT } from "~/i18n/useT";

/** Stops or resumes the automatic rotation (WCAG 2.2.2: moving content can be paused). */
export function SliderPlayButton({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <button type="button" className="slider-play icon-button" onClick={onToggle}>
      <Icon name={playing ? "pause" : "play"} size={20} />
      <span className="visually-hidden">{t(playing ? "app.home.slider.pause" : "app.home.slider.play")}</span>
    </button>
  );
}
