// The company's commercial terms (Incoterms with their places, payment, samples, inspection) under
// the products, in the reader's language; nothing when none is set.
import { useLang, useT } from '../../i18n';
import { innerHtml } from '../../lib/html';
import { useStore } from '../../store';
import { termsBlock } from './productFacts';

export function TermsSection() {
  const t = useT();
  const lang = useLang();
  const terms = useStore((s) => s.content?.terms);
  const block = termsBlock(terms, t, lang);
  if (!block) return null;
  return (
    <section className="section section-tight" aria-labelledby="terms-title">
      <div className="container">
        <div className="section-head">
          <h2 id="terms-title">{t.products.terms.title}</h2>
          <p className="muted">{t.products.terms.lead}</p>
        </div>
        <div className="terms-block" dangerouslySetInnerHTML={innerHtml(block)} />
      </div>
    </section>
  );
}
