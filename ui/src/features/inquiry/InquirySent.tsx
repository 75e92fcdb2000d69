// What the inquiry page shows once the list is sent.
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../components/Icons';
import { fill, useLang } from '../../i18n';
import { localePath } from '../../i18n/detect';
import { useInquiryT } from './useInquiryT';

/** What POST /api/inquiries answers. */
export interface Created {
  id: number;
  number: string;
  quoteUrl: string;
}

/** After sending: the reference number and the buyer's own quote page. */
export function InquirySent({ sent }: { sent: Created & { email: string } }) {
  const t = useInquiryT();
  const lang = useLang();
  return (
    <div className="notice notice-success inquiry-sent" data-testid="inquiry-sent" role="status">
      <CheckIcon size={26} />
      <div>
        <p>
          {fill(t.inquiry.sentLead, { number: '\u2068' + sent.number + '\u2069', email: '\u2068' + sent.email + '\u2069' })}
        </p>
        <p className="muted">{t.inquiry.sentKeep}</p>
        <Link to={localePath(lang, sent.quoteUrl)} className="btn btn-primary" data-testid="inquiry-quote-link">
          {t.inquiry.sentLink}
        </Link>
      </div>
    </div>
  );
}
