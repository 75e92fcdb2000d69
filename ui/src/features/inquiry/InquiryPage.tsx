// The inquiry list (/inquiry, /fa/inquiry): the products the visitor added, each with a quantity
// (at least the product's minimum order) and a packaging, and one form that sends them all to
// POST /api/inquiries. Every rule is checked here first (checkInquiry.ts), each problem shown by
// its field and listed above the button; once sent, the list is emptied and the reference number
// and the buyer's quote page are shown. Drawn by the browser alone (routes.json `client`): what it
// shows is this visitor's.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, request } from '../../api';
import { AlertIcon } from '../../components/Icons';
import { PageLink } from '../../components/PageLink';
import { useLang } from '../../i18n';
import type { Product } from '../../lib/api-types';
import { localizeError, orderErrorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/hooks';
import { useStore } from '../../store';
import { EMPTY_DETAILS, LIMITS, checkInquiry, inquiryBody, kabulToday } from './checkInquiry';
import type { InquiryDetails, Problem } from './checkInquiry';
import { FieldBox, IncotermSelect, TextField } from './InquiryFields';
import { InquiryListLine } from './InquiryListLine';
import { InquirySent } from './InquirySent';
import type { Created } from './InquirySent';
import { useInquiry } from './inquiryStore';
import { useInquiryT } from './useInquiryT';
import type { InquiryDict } from './useInquiryT';

export const INQUIRY_TIMEOUT_MS = 10_000;

/** The catalogue the lines are checked against: the products page's list, else loaded here. */
function useProducts(): { products: Product[] | null; failed: boolean; retry: () => void } {
  const products = useStore((s) => s.products);
  const setProducts = useStore((s) => s.setProducts);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    request<Product[]>('/api/products', { timeoutMs: 8000, retries: 2, signal: controller.signal })
      .then(setProducts)
      .catch((e) => {
        if ((e as Error).name !== 'AbortError' && !useStore.getState().products) setFailed(true);
      });
    return () => controller.abort();
  }, [setProducts, attempt]);
  return { products, failed, retry: () => setAttempt((a) => a + 1) };
}

export default function InquiryPage() {
  const t = useInquiryT();
  const lang = useLang();
  usePageTitle(t.inquiry.pageTitle);
  const lines = useInquiry((s) => s.lines);
  const clear = useInquiry((s) => s.clear);
  const { products, failed, retry } = useProducts();
  const [details, setDetails] = useState<InquiryDetails>(EMPTY_DETAILS);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<(Created & { email: string }) | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const id = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending || !products) return;
    const found = checkInquiry(lines, products, details, t, lang, new Date());
    setProblems(found);
    setFailure('');
    if (found.length) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setSending(true);
    try {
      const created = await request<Created>('/api/inquiries', {
        method: 'POST',
        body: inquiryBody(lines, details, lang),
        timeoutMs: INQUIRY_TIMEOUT_MS,
      });
      setSent({ ...created, email: details.email.trim() });
      clear();
      setDetails(EMPTY_DETAILS);
      window.scrollTo({ top: 0 });
    } catch (err) {
      setFailure(inquiryError(err, t, lang));
      requestAnimationFrame(() => summary.current?.focus());
    } finally {
      setSending(false);
    }
  }

  const problemOf = (field: string) => problems.filter((p) => p.field === field);
  const set = <K extends keyof InquiryDetails>(key: K) => (value: InquiryDetails[K]) => setDetails((d) => ({ ...d, [key]: value }));

  return (
    <>
      <section className="page-head">
        <div className="container">
          <h1>{sent ? t.inquiry.sentTitle : t.inquiry.title}</h1>
          {!sent && <p className="lead">{t.inquiry.lead}</p>}
        </div>
      </section>
      <section className="section section-tight">
        <div className="container inquiry">
          {sent ? (
            <InquirySent sent={sent} />
          ) : lines.length === 0 ? (
            <div className="state-box" data-testid="inquiry-empty">
              <p>{t.inquiry.empty}</p>
              <PageLink to="/products" className="btn btn-primary">
                {t.inquiry.browse}
              </PageLink>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="inquiry-form" data-testid="inquiry-form">
              <h2 className="inquiry-heading">{t.inquiry.linesTitle}</h2>
              {failed && !products && (
                <div className="state-box state-error" role="alert">
                  <p>{t.products.loadError}</p>
                  <button type="button" className="btn btn-outline btn-small" onClick={retry}>
                    {t.common.retry}
                  </button>
                </div>
              )}
              <ul className="inquiry-lines" data-testid="inquiry-lines">
                {lines.map((line) => (
                  <InquiryListLine key={line.productId} line={line} product={products?.find((p) => p.id === line.productId)} loaded={products !== null} problems={problemOf(`line-${line.productId}`)} />
                ))}
              </ul>
              <h2 className="inquiry-heading">{t.inquiry.detailsTitle}</h2>
              <div className="field-row">
                <TextField id={`${id}-name`} label={t.inquiry.name} required value={details.name} onChange={set('name')} max={LIMITS.name} autoComplete="name" problems={problemOf('name')} />
                <TextField id={`${id}-company`} label={t.inquiry.company} value={details.company} onChange={set('company')} max={LIMITS.company} autoComplete="organization" problems={problemOf('company')} />
              </div>
              <div className="field-row">
                <TextField id={`${id}-email`} label={t.inquiry.email} required type="email" dir="ltr" hint={t.inquiry.emailHint} value={details.email} onChange={set('email')} max={LIMITS.email} autoComplete="email" problems={problemOf('email')} />
                <TextField id={`${id}-phone`} label={t.inquiry.phone} type="tel" dir="ltr" value={details.phone} onChange={set('phone')} max={LIMITS.phone} autoComplete="tel" problems={problemOf('phone')} />
              </div>
              <div className="field-row">
                <TextField id={`${id}-country`} label={t.inquiry.country} value={details.country} onChange={set('country')} max={LIMITS.country} autoComplete="country-name" problems={problemOf('country')} />
                <TextField id={`${id}-destination`} label={t.inquiry.destination} value={details.destination} onChange={set('destination')} max={LIMITS.destination} problems={problemOf('destination')} />
              </div>
              <div className="field-row">
                <FieldBox id={`${id}-incoterm`} label={t.inquiry.incoterm} problems={problemOf('incoterm')}>
                  {(aria) => <IncotermSelect id={`${id}-incoterm`} value={details.incoterm} onChange={set('incoterm')} aria={aria} />}
                </FieldBox>
                <FieldBox id={`${id}-wanted`} label={t.inquiry.wantedBy} problems={problemOf('wantedBy')}>
                  {(aria) => (
                    <input id={`${id}-wanted`} name="wantedBy" type="date" min={kabulToday(new Date())} value={details.wantedBy} onChange={(e) => set('wantedBy')(e.target.value)} {...aria} />
                  )}
                </FieldBox>
              </div>
              <div className="field field-check">
                <input id={`${id}-samples`} name="samplesFirst" type="checkbox" checked={details.samplesFirst} onChange={(e) => set('samplesFirst')(e.target.checked)} />
                <label htmlFor={`${id}-samples`}>{t.inquiry.samplesFirst}</label>
              </div>
              <FieldBox id={`${id}-notes`} label={t.inquiry.notes} problems={problemOf('notes')}>
                {(aria) => (
                  <textarea id={`${id}-notes`} name="notes" rows={4} maxLength={LIMITS.notes} placeholder={t.inquiry.notesPlaceholder} value={details.notes} onChange={(e) => set('notes')(e.target.value)} {...aria} />
                )}
              </FieldBox>
              <div ref={summary} tabIndex={-1} className="inquiry-summary" data-testid="inquiry-problems" role="alert">
                {(problems.length > 0 || failure) && (
                  <div className="notice notice-error">
                    <AlertIcon size={22} />
                    <div>
                      <p className="notice-title">{failure ? t.inquiry.failed : t.inquiry.problemsTitle}</p>
                      {failure ? (
                        <p>{failure}</p>
                      ) : (
                        <ul>
                          {problems.map((p, i) => (
                            <li key={i}>{p.message}</li>
                          ))}
                        </ul>
                      )}
                    </div>
                  </div>
                )}
              </div>
              <div className="btn-row">
                <button type="submit" className="btn btn-primary" disabled={sending || !products} data-testid="inquiry-send">
                  {sending && <span className="spinner spinner-small" aria-hidden="true" />}
                  {sending ? t.inquiry.sending : t.inquiry.send}
                </button>
              </div>
            </form>
          )}
        </div>
      </section>
    </>
  );
}

/** What a failed send says: the server's reason where it is one the visitor can act on. */
function inquiryError(err: unknown, t: InquiryDict, lang: ReturnType<typeof useLang>): string {
  const info = orderErrorMessage(err);
  const code = err instanceof ApiError ? (err.code as string | undefined) : undefined;
  // The catalogue changed under the list (a minimum raised, a packaging or product removed).
  if (code === 'below_minimum_order' || code === 'unknown_packaging' || code === 'not_found' || code === 'duplicate_product') {
    return t.inquiry.errors.changed;
  }
  if (code === 'date_out_of_range') return t.inquiry.errors.wantedBy;
  if (code === 'invisible_characters') return t.inquiry.errors.invisible;
  return localizeError(info, t, lang);
}

