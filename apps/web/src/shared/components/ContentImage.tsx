/**
 * An image of the content service through a short-lived signed URL (issue 10 §9: no token in URLs). While
 * the URL loads it renders an empty block of the same style, so the layout does not jump. A lazily loaded image
 * (`loading="lazy"`: a list's cards further down) asks for its URL only when its place comes near the viewport
 * (issue 37 point 5): the news list's cards asked for theirs all at once in the first page's effects, each answer
 * then drawing its card again, while the browser would not load those images before they are scrolled near.
 */
import type { ImgHTMLAttributes } from 'react';
import type { AssetUrlOptions } from '../../api/content-client';
import { useAssetUrl } from '../asset-url';
import { useNear } from './WhenNear';

/** Props of {@link ContentImage}: the file id, transforms, and any `<img>` attribute but `src`. */
export interface ContentImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  fileId: string;
  transform?: AssetUrlOptions;
}

/** Renders the image. */
export function ContentImage({ fileId, transform, alt = '', style, ...rest }: ContentImageProps) {
  const [near, place] = useNear<HTMLDivElement>(rest.loading === 'lazy');
  const src = useAssetUrl(fileId, transform, near);
  if (!src) return <div ref={place} aria-hidden style={style} />;
  return <img src={src} alt={alt} style={style} {...rest} />;
}
