import { useEffect } from "react";
import { afterNextPaint } from "~/lib/afterPaint";

/**
 * Adds an external script to the document once the calling component has been painted, and
 * removes it when the component goes (the tweet timeline script lives only on /community).
 */
export function useDocumentScript(id: string, src: string) {
  useEffect(() => {
    let script: HTMLScriptElement | undefined;
    const cancel = afterNextPaint(() => {
      document.getElementById(id)?.remove();
      script = document.createElement("script");
      script.id = id;
      script.src = src;
      script.async = true;
      script.charset = "utf-8";
      document.body.appendChild(script);
    });
    return () => {
      cancel();
      script?.remove();
    };
  }, [id, src]);
}
