// Shares a product's own URL: the system's share sheet where the browser has one (phones), else
// the link copied to the clipboard, with a visible, announced confirmation either way it ends.
import { useEffect, useState } from 'react';
import { fill, useLang, useT } from '../i18n';
import type { Lang } from '../i18n/detect';
import { localePath } from '../i18n/detect';
import type { Product } from '../lib/api-types';
import { productPath } from '../lib/productLink';
import { ShareIcon } from './Icons';

/** How long the confirmation stays, as the dashboard's saved notice. */
export const SHARE_NOTICE_MS = 3000;

/** A product's page in `lang`, absolute (what a chat or an e-mail needs). */
export function productUrl(product: Pick<Product, 'id' | 'name'>, lang: Lang): string {
  return new URL(localePath(lang, productPath(product)), location.origin).href;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (a page over plain http) or no permission: the older way, a selection.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.className = 'visually-hidden';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

interface Props {
  product: Pick<Product, 'id' | 'name'>;
  /** Icon only (a product card); else the icon and the word. */
  compact?: boolean;
}

export function ShareLink({ product, compact }: Props) {
  const t = useT();
  const lang = useLang();
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(''), SHARE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  async function share() {
    const url = productUrl(product, lang);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: fill(t.meta.product, { name: product.name }), url });
        return;
      } catch (e) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    setNotice((await copyText(url)) ? t.products.share.copied : fill(t.products.share.copyFailed, { url }));
  }

  return (
    <span className={`share-link${compact ? ' is-compact' : ''}`}>
      <button
        type="button"
        className={compact ? 'icon-btn' : 'btn btn-outline btn-small'}
        onClick={() => void share()}
        aria-label={fill(t.products.share.label, { name: product.name })}
        title={compact ? t.products.share.button : undefined}
        data-server-label
        data-testid="share-link"
      >
        <ShareIcon size={18} />
        {!compact && t.products.share.button}
      </button>
      <span className="share-notice" role="status" data-testid="share-notice">
        {notice}
      </span>
    </span>
  );
}
