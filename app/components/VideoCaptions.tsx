import { FALLBACK_LOCALE, LOCALE_NAMES, type Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/LocaleProvider";

interface CaptionTrack {
  src: string;
  srcLang: Locale;
}

/**
 * A video's caption tracks, each named in its own language, as the language switcher names them.
 * The page's language is shown by default (English where a video has no track in it), except in the
 * languages of `offByDefaultIn`, where the picture already says it.
 */
export function VideoCaptions({
  tracks,
  offByDefaultIn = [],
}: {
  tracks: readonly CaptionTrack[];
  offByDefaultIn?: readonly Locale[];
}) {
  const { locale } = useLocale();
  const shown = offByDefaultIn.includes(locale)
    ? null
    : tracks.some((track) => track.srcLang === locale)
      ? locale
      : FALLBACK_LOCALE;
  return tracks.map((track) => (
    <track
      key={track.srcLang}
      kind="captions"
      src={track.src}
      srcLang={track.srcLang}
      label={LOCALE_NAMES[track.srcLang]}
      default={track.srcLang === shown}
    />
  ));
}
