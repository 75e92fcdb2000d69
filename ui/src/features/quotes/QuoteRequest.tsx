// What the buyer asked for: the lines and the details of the request.
import { useLang } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { textAttrs } from '../products/productText';
import { Packaging, lineName, quantityOf } from './QuoteLineText';
import type { BuyerQuote } from './quoteTypes';
import { useQuoteT } from './useQuoteT';

/** What the buyer asked for. */
export function QuoteRequest({ quote }: { quote: BuyerQuote }) {
  const t = useQuoteT();
  const lang = useLang();
  const rows: [string, string | null | undefined][] = [
    [t.quote.company, quote.company],
    [t.quote.country, quote.country],
    [t.quote.destination, quote.destination],
    [t.quote.incoterm, quote.incoterm],
    [t.quote.wantedBy, quote.wantedBy ? formatDate(quote.wantedBy, lang) : null],
    [t.quote.samplesFirst, quote.samplesFirst ? t.quote.yes : null],
    [t.quote.notes, quote.notes],
  ];
  return (
    <section className="quote-card" aria-labelledby="quote-request">
      <h2 id="quote-request">{t.quote.request}</h2>
      <ul className="quote-request-lines" data-testid="quote-request-lines">
        {quote.lines.map((line) => {
          const name = lineName(line, lang);
          return (
            <li key={line.id}>
              <span {...textAttrs(name)} data-server-text>
                {name.text}
              </span>
              : {quantityOf(line, t, lang)}
              {line.packaging && (
                <>
                  {' · '}
                  <Packaging line={line} />
                </>
              )}
            </li>
          );
        })}
      </ul>
      <dl className="quote-terms">
        {rows
          .filter((r): r is [string, string] => !!r[1])
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-server-text dir="auto">
                {value}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

