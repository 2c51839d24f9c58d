/**
 * An image of the content service through a short-lived signed URL (issue 10 §9: no token in URLs). While
 * the URL loads it renders an empty block of the same style, so the layout does not jump.
 */
import type { ImgHTMLAttributes } from 'react';
import type { AssetUrlOptions } from '../../api/content-client';
import { useAssetUrl } from '../asset-url';

/** Props of {@link ContentImage}: the file id, transforms, and any `<img>` attribute but `src`. */
export interface ContentImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  fileId: string;
  transform?: AssetUrlOptions;
}

/** Renders the image. */
export function ContentImage({ fileId, transform, alt = '', style, ...rest }: ContentImageProps) {
  const src = useAssetUrl(fileId, transform);
  if (!src) return <div aria-hidden style={style} />;
  return <img src={src} alt={alt} style={style} {...rest} />;
}
