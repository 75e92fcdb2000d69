// A product photo as the pages offer it: the stored photo and its smaller widths (made by the
// server on upload) as `srcset`, with `sizes` that say how wide each place shows it, so a phone
// downloads the width its screen needs rather than the 1 600 px original.
import placeholder from '../../assets/art/product-placeholder.svg';
import type { Photo } from '../../lib/api-types';
import { html } from '../../lib/html';
import type { Html } from '../../lib/html';

/**
 * How wide each place shows a photo, in CSS pixels, matching Products.css and the site's
 * container (1 200 px, side padding clamp(16px, 4vw, 32px)):
 * - a product card: 112 px beside the name on a phone (≤ 560 px); above it, full width in one
 *   column (92vw) up to 620 px, two columns up to 922 px, three (at most 362 px) beyond;
 * - a recent export's thumbnail: 72 px;
 * - the product page's gallery: the order dialog's content (at most 576 px; the screen less 64 px on a phone).
 */
export const SIZES = {
  card: '(max-width: 560px) 112px, (max-width: 620px) 92vw, (max-width: 922px) calc(50vw - 44px), (max-width: 1200px) calc(33vw - 37px), 362px',
  thumb: '72px',
  gallery: '(max-width: 664px) calc(100vw - 64px), 576px',
} as const;

/** `srcset` of a photo: each smaller width, then the stored photo at its width. */
export function srcsetOf(photo: Photo | undefined): string {
  if (!photo?.width || photo.widths.length === 0) return '';
  return [...photo.widths.map((w) => `${w.url} ${w.width}w`), `${photo.url} ${photo.width}w`].join(', ');
}

/** The address for a browser that reads no `srcset`: the width nearest 800 px, else the photo. */
export function fallbackSrc(photo: Photo | undefined, url?: string): string {
  if (!photo) return url || placeholder;
  const medium = photo.widths.find((w) => w.width >= 800) ?? photo.widths[photo.widths.length - 1];
  return medium?.url ?? photo.url;
}

/**
 * A picture `width`×`height` (its box, so nothing moves when it arrives) with every width the
 * server keeps and real `src`: at once when `eager` (the first screen's), else the browser's own
 * lazy loading. Readers without JavaScript, and crawlers, see every photo.
 */
export function photoHtml(photo: Photo | undefined, url: string | undefined, box: [number, number], sizes: string, eager: boolean): Html {
  const srcset = srcsetOf(photo);
  const [width, height] = box;
  const src = fallbackSrc(photo, url);
  const lazy = eager ? '' : html` loading="lazy" decoding="async"`;
  return srcset
    ? html`<img src="${src}" srcset="${srcset}" sizes="${sizes}" width="${width}" height="${height}" alt=""${lazy}>`
    : html`<img src="${src}" width="${width}" height="${height}" alt=""${lazy}>`;
}
