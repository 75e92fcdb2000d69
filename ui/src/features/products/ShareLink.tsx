// Shares a product's own URL: the system's share sheet where the browser has one (phones), else
// the link copied to the clipboard, with a visible, announced confirmation either way it ends.
import { useCallback, useEffect, useState } from 'react';
import { fill, useLang, useT } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { localePath } from '../../i18n/detect';
import type { Product } from '../../lib/api-types';
import { productPath } from './productLink';
import { productName } from './productText';
import { ShareIcon } from '../../components/Icons';
import { copyText } from '../../lib/clipboard';

/** How long the confirmation stays, as the dashboard's saved notice. */
export const SHARE_NOTICE_MS = 3000;

/** What a product's link is made from: its id and names. */
type Named = Pick<Product, 'id' | 'name'> & { nameFa?: string };

/** A product's page in `lang`, absolute (what a chat or an e-mail needs). */
export function productUrl(product: Named, lang: Lang): string {
  return new URL(localePath(lang, productPath(product, lang)), location.origin).href;
}

export interface Sharing {
  /** The confirmation of the last share while it shows, else ''. */
  notice: string;
  share: (product: Named) => Promise<void>;
}

/**
 * Shares a product's link: the share sheet where there is one, else the clipboard, with a
 * confirmation that stays SHARE_NOTICE_MS. One per page, however many products it lists.
 */
export function useSharing(): Sharing {
  const t = useT();
  const lang = useLang();
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(''), SHARE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const share = useCallback(
    async (product: Named) => {
      const url = productUrl(product, lang);
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: fill(t.meta.product, { name: productName(product, lang).text }), url });
          return;
        } catch (e) {
          // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
          if (e instanceof DOMException && e.name === 'AbortError') return;
        }
      }
      setNotice((await copyText(url)) ? t.products.share.copied : fill(t.products.share.copyFailed, { url }));
    },
    [t, lang],
  );
  return { notice, share };
}

/**
 * The confirmation of a share from a list of products: one toast for the whole list, visible and
 * announced (the cards are markup, productCards.ts).
 */
export function ShareToast({ sharing }: { sharing: Sharing }) {
  return (
    <p className="share-toast" role="status" data-testid="share-toast">
      {sharing.notice}
    </p>
  );
}

/** The share button with its word and its confirmation (the order dialog). */
export function ShareLink({ product }: { product: Named }) {
  const t = useT();
  const lang = useLang();
  const sharing = useSharing();
  return (
    <span className="share-link">
      <button
        type="button"
        className="btn btn-outline btn-small"
        onClick={() => void sharing.share(product)}
        aria-label={fill(t.products.share.label, { name: productName(product, lang).text })}
        data-server-label
        data-testid="share-link"
      >
        <ShareIcon size={18} />
        {t.products.share.button}
      </button>
      <span className="share-notice" role="status" data-testid="share-notice">
        {sharing.notice}
      </span>
    </span>
  );
}
