import { useEffect } from "react";

/**
 * Adds an external script to the document while the calling component is shown and removes it
 * when it goes (the tweet timeline script lives only on /community).
 */
export function useDocumentScript(id: string, src: string) {
  useEffect(() => {
    document.getElementById(id)?.remove();
    const script = document.createElement("script");
    script.id = id;
    script.src = src;
    script.async = true;
    script.charset = "utf-8";
    document.body.appendChild(script);
    return () => script.remove();
  }, [id, src]);
}
