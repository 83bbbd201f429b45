// Captions of the site's videos in every language, at the addresses the pages use (app/config):
// the landing video's (public/st.vtt for English, public/st.<lang>.vtt) and the /release video's
// (public/media/release.<lang>.vtt).
// Run: ./node_modules/.bin/tsx generators/media/write-captions.ts
import { HOME_MEDIA } from "../../app/config/home";
import { RELEASE_MEDIA } from "../../app/config/release";
import { publicPath, writeText } from "../assets/lib/render";
import { webVtt } from "./captions";
import { RELEASE_CUES } from "./release-timeline";
import { CUES } from "./timeline";

console.log("Video captions");
for (const track of HOME_MEDIA.captions)
  writeText(webVtt(CUES, track.srcLang), publicPath(track.src.slice(1)), 4 * 1024);
for (const track of RELEASE_MEDIA.captions)
  writeText(
    webVtt(RELEASE_CUES, track.srcLang, RELEASE_MEDIA.cueSettings),
    publicPath(track.src.slice(1)),
    4 * 1024,
  );
