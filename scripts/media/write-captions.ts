// Captions of the landing video: public/st.vtt (English) and public/st.fr.vtt (French).
// Run: ./node_modules/.bin/tsx scripts/media/write-captions.ts
import { publicPath, writeText } from "../assets/lib/render";
import { webVtt } from "./timeline";

console.log("Video captions");
writeText(webVtt("en"), publicPath("st.vtt"), 4 * 1024);
writeText(webVtt("fr"), publicPath("st.fr.vtt"), 4 * 1024);
