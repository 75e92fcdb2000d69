// Certificates and documents on the public pages: the company's valid certificates (About) and a
// product's valid documents (its order dialog), each with its issuer, number, last valid day in the
// reader's calendar and a download. The list comes inlined with the page (the server's list of the
// day the page was made for) or from GET /api/documents; a failure shows none.
import { useEffect } from 'react';
import { request } from '../../api';
import { DownloadIcon } from '../../components/Icons';
import { useLang, useT } from '../../i18n';
import { formatDate } from '../../i18n/format';
import type { Document } from '../../lib/api-types';
import { takeInlined, useStore } from '../../store';

/** The valid documents (null until loaded): the inlined list, else fetched once per mount. */
function useDocuments(): Document[] | null {
  const documents = useStore((s) => s.documents);
  useEffect(() => {
    if (takeInlined('documents')) return;
    const controller = new AbortController();
    request<Document[]>('/api/documents', { timeoutMs: 8000, signal: controller.signal })
      .then((list) => useStore.setState({ documents: Array.isArray(list) ? list : [] }))
      .catch(() => {
        if (!controller.signal.aborted) useStore.setState({ documents: [] });
      });
    return () => controller.abort();
  }, []);
  return documents;
}

/** The file's name for the browser's download: the title in the reader's language and its type. */
function fileName(title: string, d: Document): string {
  const ext = d.fileUrl.split('.').pop() ?? 'pdf';
  return `${title.replace(/[\\/:*?"<>|]/g, ' ').trim()}.${ext}`;
}

function DocumentItem({ d, Heading }: { d: Document; Heading: 'h3' | 'h4' }) {
  const t = useT().documents;
  const lang = useLang();
  const translated = lang === 'fa' && d.titleFa.trim() !== '';
  const title = translated ? d.titleFa : d.title;
  return (
    <li className="doc-item" data-testid="document">
      <span className={`doc-kind${d.fileType === 'application/pdf' ? '' : ' is-image'}`} aria-hidden="true">
        {d.fileType === 'application/pdf' ? 'PDF' : t.image}
      </span>
      <div className="doc-body">
        <Heading className="doc-title" lang={lang === 'fa' && !translated ? 'en' : undefined} dir="auto" data-server-text>
          {title}
        </Heading>
        <dl className="doc-facts">
          {d.issuer && (
            <div>
              <dt>{t.issuer}</dt>
              <dd dir="auto" data-server-text>
                {d.issuer}
              </dd>
            </div>
          )}
          {d.number && (
            <div>
              <dt>{t.number}</dt>
              <dd dir="ltr" data-server-text>
                {d.number}
              </dd>
            </div>
          )}
          <div>
            <dt>{t.validUntil}</dt>
            <dd data-testid="document-valid-until">{d.validUntil ? formatDate(d.validUntil, lang) : t.noExpiry}</dd>
          </div>
        </dl>
      </div>
      <a className="btn btn-outline btn-small doc-download" href={d.fileUrl} download={fileName(title, d)} data-testid="document-download">
        <DownloadIcon size={18} />
        {t.download}
        <span className="visually-hidden" lang={lang === 'fa' && !translated ? 'en' : undefined} data-server-text>
          : {title}
        </span>
      </a>
    </li>
  );
}

/** The company's certificates valid today (About). */
export function CompanyCertificates() {
  const t = useT().documents;
  const documents = useDocuments();
  const certificates = (documents ?? []).filter((d) => d.productId == null);
  if (documents === null) return null;
  if (certificates.length === 0) return <p className="muted">{t.empty}</p>;
  return (
    <ul className="doc-list" data-testid="certificates">
      {certificates.map((d) => (
        <DocumentItem key={d.id} d={d} Heading="h3" />
      ))}
    </ul>
  );
}

/** The product's documents valid today (its order dialog); nothing when it has none. */
export function ProductDocuments({ productId }: { productId: number }) {
  const t = useT().documents;
  const documents = (useDocuments() ?? []).filter((d) => d.productId === productId);
  if (documents.length === 0) return null;
  return (
    <section className="doc-section" aria-label={t.productTitle}>
      <h3 className="doc-heading">{t.productTitle}</h3>
      <ul className="doc-list" data-testid="product-documents">
        {documents.map((d) => (
          <DocumentItem key={d.id} d={d} Heading="h4" />
        ))}
      </ul>
    </section>
  );
}
