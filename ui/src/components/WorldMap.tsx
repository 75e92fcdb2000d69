// The export-markets map: land pre-rendered from world-atlas (ui/scripts/build-map.mjs) drawn as a
// CSS mask so it takes the theme's colour, routes from Kabul, and a focusable point per market
// whose name shows on hover or focus (the crop and the points' places are CSS made by build.mjs
// from markets.json: `map-positions.css`). Five markets also have a description card; pointing at one
// highlights its card, and pointing at a card highlights its point.
import { useState } from 'react';
import markets from '../assets/map/markets.json';
import { useT } from '../i18n';
import { PinIcon } from './Icons';

type Code = keyof ReturnType<typeof useT>['home']['map']['countries'];
type CardCode = keyof ReturnType<typeof useT>['home']['map']['cards'];

export const CARD_CODES: CardCode[] = ['IN', 'AE', 'FR', 'CH', 'GB'];
const [W, H] = [markets.viewBox[2], markets.viewBox[3]];

function route(x: number, y: number): string {
  // A gentle arc from Kabul, bowed towards the north.
  const ox = (markets.origin.x / 100) * W;
  const oy = (markets.origin.y / 100) * H;
  const tx = (x / 100) * W;
  const ty = (y / 100) * H;
  const mx = (ox + tx) / 2;
  const my = Math.min(oy, ty) - Math.abs(tx - ox) * 0.18 - 8;
  return `M${ox.toFixed(1)} ${oy.toFixed(1)} Q${mx.toFixed(1)} ${my.toFixed(1)} ${tx.toFixed(1)} ${ty.toFixed(1)}`;
}

export function WorldMap() {
  const t = useT();
  const [active, setActive] = useState<string | null>(null);

  return (
    <div className="map-block">
      <div className="map-frame">
        <div className="map-canvas" role="group" aria-label={t.home.map.label}>
          <div className="map-world">
          <div className="map-land" aria-hidden="true" />
          <svg className="map-routes" viewBox={`0 0 ${W} ${H}`} aria-hidden="true" preserveAspectRatio="none">
            {markets.markets.map((m) => (
              <path key={m.code} d={route(m.x, m.y)} className={active === m.code ? 'is-active' : undefined} />
            ))}
          </svg>
          <span className="map-origin">
            <span className="map-origin-dot" aria-hidden="true" />
            <span className="map-tip map-tip-origin">{t.home.map.origin}</span>
          </span>
          {markets.markets.map((m) => {
            const name = t.home.map.countries[m.code as Code];
            return (
              <button
                key={m.code}
                type="button"
                className={`map-point${active === m.code ? ' is-active' : ''}${CARD_CODES.includes(m.code as CardCode) ? ' has-card' : ''}`}
                data-code={m.code}
                aria-label={name}
                aria-describedby={CARD_CODES.includes(m.code as CardCode) ? `market-${m.code}` : undefined}
                onMouseEnter={() => setActive(m.code)}
                onMouseLeave={() => setActive(null)}
                onFocus={() => setActive(m.code)}
                onBlur={() => setActive(null)}
              >
                <span className="map-dot" aria-hidden="true" />
                <span className="map-tip" role="tooltip">
                  {name}
                </span>
              </button>
            );
          })}
          </div>
        </div>
        <p className="map-hint">{t.home.map.hint}</p>
        <ul className="map-names" aria-label={t.home.map.eyebrow}>
          {markets.markets.map((m) => (
            <li key={m.code}>{t.home.map.countries[m.code as Code]}</li>
          ))}
        </ul>
      </div>
      <ul className="market-cards">
        {CARD_CODES.map((code) => (
          <li
            key={code}
            id={`market-${code}`}
            className={`market-card${active === code ? ' is-active' : ''}`}
            onMouseEnter={() => setActive(code)}
            onMouseLeave={() => setActive(null)}
          >
            <h3>
              <PinIcon size={18} />
              {t.home.map.cards[code].title}
            </h3>
            <p>{t.home.map.cards[code].text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
