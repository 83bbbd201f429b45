import { useCallback, type ComponentType } from "react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { draftImageUrl } from "../previews/draft-media";

interface ImageProps {
  entry?: PreviewTemplateComponentProps["entry"];
  getAsset: (path: string, field?: unknown) => unknown;
}

/**
 * Decap's image control, whose thumbnail shows a photo just uploaded in this draft (read from the
 * draft's media files) instead of a broken image until the entry is saved. The control itself is
 * Decap's, given every prop and its ref (React 19 passes ref as a prop).
 */
export function withDraftAssets<P extends ImageProps>(Image: ComponentType<P>): ComponentType<P> {
  function ImageControl(props: P) {
    const { entry, getAsset: decapGetAsset } = props;
    const getAsset = useCallback(
      (path: string, field?: unknown) =>
        (typeof path === "string" ? draftImageUrl(entry, path) : undefined) ?? decapGetAsset(path, field),
      [entry, decapGetAsset],
    );
    return <Image {...props} getAsset={getAsset} />;
  }
  return ImageControl;
}
