// The product page's photos: the chosen one large (every width the server keeps, so a phone takes
// the one its screen needs), and a row of thumbnails to choose another (buttons: Tab and Enter or
// Space; the arrow keys move between them). Nothing shows for a product without photos.
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { fill, useLang, useT } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import type { Product } from '../../lib/api-types';
import { SIZES, fallbackSrc, srcsetOf } from './photos';

export function ProductGallery({ product }: { product: Product }) {
  const t = useT();
  const lang = useLang();
  const photos = product.images ?? [];
  const [chosen, setChosen] = useState(0);
  if (photos.length === 0) return null;
  const index = Math.min(chosen, photos.length - 1);
  const photo = photos[index];
  const count = formatNumber(photos.length, lang);
  const words = (i: number) => ({ name: product.name, n: formatNumber(i + 1, lang), count });
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    // in a right-to-left page the row runs from the right: the arrow points the way it moves
    const next = (index + (lang === 'fa' ? -step : step) + photos.length) % photos.length;
    setChosen(next);
    e.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  return (
    <figure className="product-gallery" aria-label={fill(t.products.gallery.label, { name: product.name })} data-testid="product-gallery">
      <img
        className="product-gallery-main"
        src={fallbackSrc(photo)}
        srcSet={srcsetOf(photo) || undefined}
        sizes={srcsetOf(photo) ? SIZES.gallery : undefined}
        width={photo.width ?? 800}
        height={photo.height ?? 600}
        alt={fill(t.products.gallery.alt, words(index))}
        data-testid="gallery-photo"
      />
      {photos.length > 1 && (
        <div className="product-gallery-thumbs" onKeyDown={onKey}>
          {photos.map((p, i) => (
            <button
              key={`${i}-${p.url}`}
              type="button"
              className="product-gallery-thumb"
              aria-label={fill(t.products.gallery.show, words(i))}
              aria-pressed={i === index}
              onClick={() => setChosen(i)}
              data-testid="gallery-thumb"
            >
              <img src={fallbackSrc(p)} srcSet={srcsetOf(p) || undefined} sizes="72px" width={72} height={54} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </figure>
  );
}
