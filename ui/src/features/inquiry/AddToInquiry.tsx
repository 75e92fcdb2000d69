// "Add to inquiry": from a product card (one toast for the whole list, the cards being markup) and
// from a product's dialog (a button with its own notice). Each says what happened and links to the
// list; the top bar's count follows.
import { useCallback, useEffect, useState } from 'react';
import { InquiryIcon } from '../../components/Icons';
import { PageLink } from '../../components/PageLink';
import { fill, useLang, useT } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import type { Product } from '../../lib/api-types';
import { productName } from '../products/productText';
import { MAX_LINES, useInquiry } from './inquiryStore';

/** How long a notice stays. */
export const INQUIRY_NOTICE_MS = 6000;

export interface AddNotice {
  text: string;
  /** A counter, so the same notice twice shows (and is announced) again. */
  key: number;
}

export function useAddToInquiry(): { notice: AddNotice | null; add: (product: Product) => void } {
  const t = useT();
  const lang = useLang();
  const [notice, setNotice] = useState<AddNotice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), INQUIRY_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  const add = useCallback(
    (product: Product) => {
      const result = useInquiry.getState().add(product);
      const name = productName(product, lang).text;
      const text =
        result === 'full' ? fill(t.inquiry.full, { max: formatNumber(MAX_LINES, lang) }) : fill(result === 'added' ? t.inquiry.added : t.inquiry.present, { name });
      setNotice((n) => ({ text, key: (n?.key ?? 0) + 1 }));
    },
    [t, lang],
  );
  return { notice, add };
}

function ViewLink() {
  const t = useT();
  const lang = useLang();
  const count = useInquiry((s) => s.lines.length);
  return (
    <PageLink to="/inquiry" className="inquiry-notice-link" data-testid="inquiry-view">
      {fill(t.inquiry.view, { count: formatNumber(count, lang) })}
    </PageLink>
  );
}

/** The notice of an add from a card, at the foot of the viewport. */
export function InquiryToast({ notice }: { notice: AddNotice | null }) {
  return (
    <div className={`inquiry-toast${notice ? ' is-shown' : ''}`} role="status" data-testid="inquiry-toast">
      {notice && (
        <p key={notice.key}>
          {notice.text} <ViewLink />
        </p>
      )}
    </div>
  );
}

/** The button of a product's dialog, with its notice beside it. */
export function AddToInquiryButton({ product }: { product: Product }) {
  const t = useT();
  const lang = useLang();
  const { notice, add } = useAddToInquiry();
  return (
    <span className="inquiry-add">
      <button
        type="button"
        className="btn btn-small btn-outline"
        onClick={() => add(product)}
        aria-label={fill(t.inquiry.addLabel, { name: productName(product, lang).text })}
        data-server-label
        data-testid="dialog-add-to-inquiry"
      >
        <InquiryIcon size={18} />
        {t.inquiry.add}
      </button>
      <span role="status" className="inquiry-add-notice" data-testid="dialog-inquiry-notice">
        {notice && (
          <span key={notice.key}>
            {notice.text} <ViewLink />
          </span>
        )}
      </span>
    </span>
  );
}
