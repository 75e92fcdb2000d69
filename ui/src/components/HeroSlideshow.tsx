// The home page's full-height hero: slides and texts from GET /api/hero (inlined in a page the
// server rendered; asked for again when the language changes, the request aborted then), dictionary texts where the server has none, a new slide every 5 s
// (wrapping; paused on hover, on focus, by the pause button and under reduced motion), previous
// and next arrows, and dots that jump straight to a slide.
import { startTransition, useEffect } from 'react';
import { PageLink } from './PageLink';
import { isAbortError, request } from '../api';
import backdrop from '../assets/art/hero-orchard.svg';
import { fill, useLang, useT } from '../i18n';
import { formatNumber } from '../i18n/format';
import { useRotation } from '../lib/hooks';
import type { Hero, HeroText } from '../lib/api-types';
import { takeInlined, useStore } from '../store';
import { ArrowIcon, ChevronIcon, PauseIcon, PlayIcon } from './Icons';

export const HERO_INTERVAL_MS = 5000;

export function HeroSlideshow() {
  const t = useT();
  const lang = useLang();
  const hero = useStore((s) => s.hero);

  useEffect(() => {
    if (takeInlined('hero')) return;
    const setHero = (h: Hero | null) => useStore.setState({ hero: h });
    const controller = new AbortController();
    request<Hero>('/api/hero', { timeoutMs: 8000, signal: controller.signal })
      .then((h) => startTransition(() => setHero(h)))
      .catch((e) => {
        if (!isAbortError(e)) setHero(null);
      });
    return () => controller.abort();
  }, [lang]);

  const slides = hero?.slides ?? [];
  const rotation = useRotation(slides.length, HERO_INTERVAL_MS);
  const serverText: Partial<HeroText> = hero?.texts?.[lang] ?? {};
  const text = (key: keyof HeroText) => serverText[key]?.trim() || t.home.hero[key];
  const fromServer = (key: keyof HeroText) => (serverText[key]?.trim() ? { 'data-server-text': '' } : {});

  return (
    <section
      className="hero"
      aria-roledescription={slides.length > 1 ? 'carousel' : undefined}
      aria-label={t.home.hero.label}
      {...rotation.hoverProps}
    >
      <div className="hero-media">
        <img className="hero-backdrop" src={backdrop} alt="" width={1600} height={900} fetchPriority="high" />
        {slides.map((slide, i) => (
          <img
            key={slide.id}
            className={`hero-slide${i === rotation.index ? ' is-active' : ''}`}
            src={slide.url}
            alt=""
            width={1600}
            height={900}
            loading={i === 0 ? 'eager' : 'lazy'}
            // The illustration behind is the first thing shown; the photos fade in over it.
            fetchPriority="low"
            data-testid="hero-slide"
            aria-hidden={i !== rotation.index}
          />
        ))}
        <div className="hero-shade" />
      </div>

      <div className="container hero-content">
        <p className="hero-values" {...fromServer('values')}>
          {text('values')}
        </p>
        <h1 {...fromServer('title')}>{text('title')}</h1>
        <p className="hero-lead" {...fromServer('lead')}>
          {text('lead')}
        </p>
        <p className="hero-services" {...fromServer('services')}>
          {text('services')}
        </p>
        <div className="btn-row">
          <PageLink to="/products" className="btn btn-light">
            {t.home.hero.explore}
            <ArrowIcon size={18} />
          </PageLink>
          <PageLink to="/contact" className="btn btn-ghost-light">
            {t.home.hero.quote}
          </PageLink>
        </div>
      </div>

      {slides.length > 1 && (
        <div className="hero-controls container">
          <button type="button" className="hero-arrow" onClick={rotation.prev} aria-label={t.home.hero.prev}>
            <ChevronIcon className="rot180" size={22} />
          </button>
          <div className="hero-dots" role="group" aria-label={t.home.hero.label}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="hero-dot"
                aria-label={fill(t.home.hero.goTo, { n: formatNumber(i + 1, lang) })}
                aria-current={i === rotation.index ? 'true' : undefined}
                onClick={() => rotation.go(i)}
              />
            ))}
          </div>
          <button type="button" className="hero-arrow" onClick={rotation.next} aria-label={t.home.hero.next}>
            <ChevronIcon size={22} />
          </button>
          <button
            type="button"
            className="hero-arrow hero-pause"
            onClick={() => rotation.setUserPaused(!rotation.userPaused)}
            aria-label={rotation.userPaused ? t.common.play : t.common.pause}
            aria-pressed={rotation.userPaused}
          >
            {rotation.userPaused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
          </button>
          <p className="visually-hidden" aria-live={rotation.paused ? 'polite' : 'off'}>
            {fill(t.common.slideOf, { n: formatNumber(rotation.index + 1, lang), total: formatNumber(slides.length, lang) })}
          </p>
        </div>
      )}
    </section>
  );
}
