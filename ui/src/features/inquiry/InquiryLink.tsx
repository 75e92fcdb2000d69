// The top bar's link to the inquiry list, with how many products it holds. The count is this
// visitor's (their browser's list): it appears once the page has come to life, so the server's
// page, the same for everyone, stays the same.
import { InquiryIcon } from '../../components/Icons';
import { PageNavLink } from '../../components/PageLink';
import { fill, useLang, useT } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { useMounted } from '../../lib/hooks';
import { useInquiry } from './inquiryStore';

export function InquiryLink() {
  const t = useT();
  const lang = useLang();
  const count = useInquiry((s) => s.lines.length);
  const shown = useMounted() ? count : 0;
  return (
    <PageNavLink
      to="/inquiry"
      className="inquiry-link"
      data-testid="inquiry-link"
    >
      <InquiryIcon size={20} />
      <span className="inquiry-link-text">{t.inquiry.link}</span>
      {shown > 0 && (
        <>
          <span className="inquiry-count" aria-hidden="true" data-testid="inquiry-count">
            {formatNumber(shown, lang)}
          </span>
          <span className="visually-hidden"> {fill(t.inquiry.linkLabel, { count: formatNumber(shown, lang) })}</span>
        </>
      )}
    </PageNavLink>
  );
}
