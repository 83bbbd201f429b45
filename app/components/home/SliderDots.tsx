import { useFormat } from "~/i18n/useFormat";
import { useT } from "~/i18n/useT";

interface SliderDotsProps {
  count: number;
  index: number;
  slideId: (index: number) => string;
  onSelect: (index: number) => void;
}

/** Numbered buttons, one per slide; the current one carries aria-current. */
export function SliderDots({ count, index, slideId, onSelect }: SliderDotsProps) {
  const t = useT();
  const intl = useFormat();
  return (
    <div className="slider-dots" role="group" aria-label={t("app.home.slider.dots")}>
      {Array.from({ length: count }, (_, dot) => (
        <button
          key={dot}
          type="button"
          className="slider-dot"
          aria-label={t("app.home.slider.goTo", { index: dot + 1, count })}
          aria-current={dot === index ? "true" : undefined}
          aria-controls={slideId(dot)}
          onClick={() => onSelect(dot)}
        >
          <span aria-hidden="true">{intl.formatNumber(dot + 1)}</span>
        </button>
      ))}
    </div>
  );
}
