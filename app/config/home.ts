// The home page: its slider and its media.

export const SLIDER = { slideCount: 4 } as const;

/** Home page media: slide backgrounds, the presentation video and its caption tracks. */
export const HOME_MEDIA = {
  slideImage: (position: number) => `/img/home/slide-${position}.webp`,
  slideWidth: 1600,
  slideHeight: 700,
  video: "/media/video.mp4",
  videoPoster: "/media/video-poster.webp",
  videoWidth: 960,
  videoHeight: 540,
  /** Caption tracks; the page's language is shown by default where it has one, English otherwise. */
  captions: [
    { src: "/st.fr.vtt", srcLang: "fr" },
    { src: "/st.vtt", srcLang: "en" },
  ],
} as const;
