// One product of the inquiry list, as the form shows it.
import { Link } from 'react-router-dom';
import { fill, useLang } from '../../i18n';
import { localePath } from '../../i18n/detect';
import { formatNumber } from '../../i18n/format';
import type { Product } from '../../lib/api-types';
import { productPath } from '../products/productLink';
import { productName, textAttrs } from '../products/productText';
import type { Problem } from './checkInquiry';
import { useInquiry } from './inquiryStore';
import type { InquiryLine } from './inquiryStore';
import { useInquiryT } from './useInquiryT';

/** One product of the list: its name, quantity with the minimum, packaging, and removal. */
export function InquiryListLine({ line, product, loaded, problems }: { line: InquiryLine; product?: Product; loaded: boolean; problems: Problem[] }) {
  const t = useInquiryT();
  const lang = useLang();
  const setQuantity = useInquiry((s) => s.setQuantity);
  const setPackaging = useInquiry((s) => s.setPackaging);
  const remove = useInquiry((s) => s.remove);
  const base = `inquiry-${line.productId}`;
  const name = productName(product ?? line, lang);
  const unit = product?.unit ?? line.unit;
  const min = product?.facts?.minOrder;
  const packaging = product?.facts?.packaging ?? [];
  const described = [min ? `${base}-min` : '', problems.length ? `${base}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <li className={`inquiry-line${problems.length ? ' has-error' : ''}`} data-testid="inquiry-line" data-product={line.productId}>
      <div className="inquiry-line-head">
        <h3 {...textAttrs(name)} data-server-text>
          {product ? <Link to={localePath(lang, productPath(product, lang))}>{name.text}</Link> : name.text}
        </h3>
        <button type="button" className="btn btn-small btn-outline" onClick={() => remove(line.productId)} aria-label={fill(t.inquiry.removeLabel, { name: name.text })} data-server-label>
          {t.inquiry.remove}
        </button>
      </div>
      {loaded && !product ? (
        <p className="muted">{t.inquiry.gone}</p>
      ) : (
        <div className="inquiry-line-fields">
          <div className="field">
            <label htmlFor={`${base}-qty`}>{fill(t.inquiry.quantity, { unit: t.units[unit] })}</label>
            <input
              id={`${base}-qty`}
              type="number"
              inputMode="numeric"
              min={min ?? 1}
              step={1}
              value={line.quantity}
              onChange={(e) => setQuantity(line.productId, e.target.value)}
              aria-invalid={problems.length ? true : undefined}
              aria-describedby={described}
              data-testid="inquiry-qty"
            />
            {min && (
              <span id={`${base}-min`} className="muted small">
                {fill(t.inquiry.minimum, { qty: `${formatNumber(min, lang)} ${t.units[unit]}` })}
              </span>
            )}
          </div>
          {packaging.length > 0 && (
            <div className="field">
              <label htmlFor={`${base}-pack`}>{t.inquiry.packaging}</label>
              <select id={`${base}-pack`} value={line.packaging ?? ''} onChange={(e) => setPackaging(line.productId, e.target.value || null)} data-testid="inquiry-packaging">
                <option value="">{t.inquiry.noPackaging}</option>
                {packaging.map((o) => (
                  <option key={o.en} value={o.en}>
                    {(lang === 'fa' && o.fa) || o.en}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}
      {problems.length > 0 && (
        <p id={`${base}-error`} className="field-error" data-testid="inquiry-line-error">
          {problems.map((p) => p.message).join(' ')}
        </p>
      )}
    </li>
  );
}

