// About: badge, title, mission and vision; stats; executive summary; a gallery rotating every
// 2.5 s; the awards slider (GET /api/awards, a failure shows none); the company-profile download
// (from the site content); the valid certificates (features/documents); products, processing steps,
// packing, marketing, destinations, branches.
import { useEffect } from 'react';
import { request } from '../api';
import g1 from '../assets/art/gallery-1.svg';
import g2 from '../assets/art/gallery-2.svg';
import g3 from '../assets/art/gallery-3.svg';
import g4 from '../assets/art/gallery-4.svg';
import g5 from '../assets/art/gallery-5.svg';
import g6 from '../assets/art/gallery-6.svg';
import { AwardIcon, CheckIcon, DownloadIcon, FactoryIcon, GlobeIcon, LeafIcon, UsersIcon } from '../components/Icons';
import { RotationControls } from '../components/RotationControls';
import { CompanyCertificates } from '../features/documents/Documents';
import { useLang, useT } from '../i18n';
import { formatNumber } from '../i18n/format';
import { NOT_YET_SHOWN, useLoadedSoFar, usePageTitle, useRotation } from '../lib/hooks';
import type { Award } from '../lib/api-types';
import { inLanguage, textAttrs } from '../lib/bilingual';
import { takeInlined, useContact, useStore } from '../store';

export const ABOUT_INTERVAL_MS = 2500;
const GALLERY = [g1, g2, g3, g4, g5, g6];

/** An award's title and description in the page's language (the English ones, marked, where not written). */
function AwardText({ award: a }: { award: Award }) {
  const lang = useLang();
  const title = inLanguage(a.title, a.titleFa, lang);
  const description = inLanguage(a.description, a.descriptionFa, lang);
  return (
    <figcaption data-server-text dir="auto">
      <h3 {...textAttrs(title)}>{title.text}</h3>
      {description.text && <p {...textAttrs(description)}>{description.text}</p>}
    </figcaption>
  );
}

function Awards() {
  const t = useT();
  const awards = useStore((s) => s.awards) ?? [];
  useEffect(() => {
    if (takeInlined('awards')) return;
    const setAwards = (list: Award[]) => useStore.setState({ awards: list });
    const controller = new AbortController();
    request<Award[]>('/api/awards', { timeoutMs: 8000, signal: controller.signal })
      .then((list) => setAwards(Array.isArray(list) ? list : []))
      .catch(() => setAwards([]));
    return () => controller.abort();
  }, []);
  const rotation = useRotation(awards.length, ABOUT_INTERVAL_MS);
  const load = useLoadedSoFar(rotation.index);

  if (awards.length === 0) return <p className="state-box">{t.about.awards.empty}</p>;
  return (
    <div className="awards" role="group" aria-roledescription="carousel" aria-label={t.about.awards.label} {...rotation.hoverProps}>
      <div className="awards-track">
        {awards.map((a, i) => (
          <figure key={a.id} className={`award${i === rotation.index ? ' is-active' : ''}`} aria-hidden={i !== rotation.index} data-testid="award">
            <img src={load(i) ? a.imageUrl : NOT_YET_SHOWN} width={480} height={360} alt="" loading="lazy" />
            <AwardText award={a} />
          </figure>
        ))}
      </div>
      <RotationControls rotation={rotation} count={awards.length} label={t.about.awards.label} />
    </div>
  );
}

function Gallery() {
  const t = useT();
  const rotation = useRotation(GALLERY.length, ABOUT_INTERVAL_MS);
  const load = useLoadedSoFar(rotation.index);
  return (
    <div role="group" aria-roledescription="carousel" aria-label={t.about.gallery.label} {...rotation.hoverProps}>
      <div className="rotator-frame">
        {GALLERY.map((src, i) => (
          <img
            key={src}
            src={load(i) ? src : NOT_YET_SHOWN}
            width={800}
            height={600}
            alt={t.about.gallery.captions[i]}
            loading={i === 0 ? undefined : 'lazy'}
            className={i === rotation.index ? 'is-active' : undefined}
            aria-hidden={i !== rotation.index}
            data-testid="gallery-image"
          />
        ))}
        <span className="rotator-caption" aria-hidden="true">
          {t.about.gallery.captions[rotation.index]}
        </span>
      </div>
      <RotationControls rotation={rotation} count={GALLERY.length} label={t.about.gallery.label} />
    </div>
  );
}

function ProfileDownload() {
  const t = useT();
  const contact = useContact();
  if (contact.profileUrl) {
    return (
      <a className="btn btn-primary" href={contact.profileUrl} download={contact.profileName || true} data-testid="profile-download">
        <DownloadIcon size={18} />
        {t.about.profile.download}
      </a>
    );
  }
  return (
    <div className="profile-off">
      <button type="button" className="btn btn-primary" disabled aria-describedby="profile-note" data-testid="profile-download">
        <DownloadIcon size={18} />
        {t.about.profile.download}
      </button>
      <p id="profile-note" className="muted small">
        {t.about.profile.unavailable}
      </p>
    </div>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>
          <CheckIcon size={18} />
          {item}
        </li>
      ))}
    </ul>
  );
}

export default function About() {
  const t = useT();
  const lang = useLang();
  const a = t.about;
  const { branches } = useContact();
  usePageTitle(t.meta.about);

  const stats = [
    { key: 'women', icon: <UsersIcon size={26} />, value: `${formatNumber(5000, lang)}+`, label: a.stats.women },
    { key: 'farmers', icon: <LeafIcon size={26} />, value: `${formatNumber(1000, lang)}+`, label: a.stats.farmers },
    { key: 'markets', icon: <GlobeIcon size={26} />, value: formatNumber(5, lang), label: a.stats.markets },
    { key: 'recognition', icon: <AwardIcon size={26} />, value: a.stats.recognitionValue, label: `${a.stats.recognition} — ${a.stats.recognitionNote}` },
  ];

  return (
    <>
      <section className="page-head">
        <div className="container">
          <span className="badge">{a.badge}</span>
          <h1>{a.title}</h1>
          <p className="lead">{a.lead}</p>
          <div className="grid grid-2 mission">
            <article className="card">
              <h2 className="h3">{a.mission.title}</h2>
              <p>{a.mission.text}</p>
            </article>
            <article className="card">
              <h2 className="h3">{a.vision.title}</h2>
              <p>{a.vision.text}</p>
            </article>
          </div>
        </div>
      </section>

      <section className="section section-tight" aria-label={a.stats.recognition}>
        <div className="container">
          <ul className="stats">
            {stats.map((s) => (
              <li key={s.key} className="stat" data-testid="stat">
                {s.icon}
                <strong>{s.value}</strong>
                <span>{s.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="summary-title">
        <div className="container about-split">
          <div>
            <h2 id="summary-title">{a.summary.title}</h2>
            {a.summary.paragraphs.map((p) => (
              <p key={p} className="about-text">
                {p}
              </p>
            ))}
            <h3 className="gallery-title">{a.gallery.title}</h3>
            <BulletList items={a.gallery.bullets} />
          </div>
          <Gallery />
        </div>
      </section>

      <section className="section" aria-labelledby="awards-title">
        <div className="container about-split">
          <div>
            <h2 id="awards-title">{a.awards.title}</h2>
            <div className="profile card">
              <h3>{a.profile.title}</h3>
              <p className="muted">{a.profile.text}</p>
              <ProfileDownload />
            </div>
          </div>
          <Awards />
        </div>
      </section>

      <section className="section certificates" aria-labelledby="certificates-title">
        <div className="container">
          <h2 id="certificates-title">{t.documents.title}</h2>
          <p className="muted certificates-lead">{t.documents.lead}</p>
          <CompanyCertificates />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="products-title">
        <div className="container">
          <h2 id="products-title">{a.productList.title}</h2>
          <ul className="chips">
            {a.productList.items.map((item) => (
              <li key={item} className="chip">
                {item}
              </li>
            ))}
          </ul>

          <h2 className="processing-title">{a.processing.title}</h2>
          <div className="grid grid-2">
            {[a.processing.almonds, a.processing.apricots].map((p) => (
              <article key={p.title} className="card">
                <h3>{p.title}</h3>
                <ol className="steps">
                  {p.steps.map((step, i) => (
                    <li key={step}>
                      <span className="step-no" aria-hidden="true">
                        {formatNumber(i + 1, lang)}
                      </span>
                      {step}
                    </li>
                  ))}
                </ol>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-label={`${a.packing.title}, ${a.marketing.title}`}>
        <div className="container grid grid-4 about-lists">
          <article className="card">
            <FactoryIcon size={26} />
            <h3>{a.packing.title}</h3>
            <BulletList items={a.packing.items} />
          </article>
          <article className="card">
            <GlobeIcon size={26} />
            <h3>{a.marketing.title}</h3>
            <BulletList items={a.marketing.items} />
          </article>
          <article className="card">
            <LeafIcon size={26} />
            <h3>{a.destinations.title}</h3>
            <BulletList items={a.destinations.items} />
          </article>
          <article className="card">
            <UsersIcon size={26} />
            <h3>{a.branches.title}</h3>
            <div data-testid="about-branches">
              <BulletList items={branches} />
            </div>
          </article>
        </div>
      </section>
    </>
  );
}
