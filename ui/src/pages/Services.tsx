// Services: a hero whose picture changes every 3 s, four service articles, a partner call to action.
import { PageLink } from '../components/PageLink';
import empower from '../assets/art/service-empower.svg';
import gallery2 from '../assets/art/gallery-2.svg';
import gallery6 from '../assets/art/gallery-6.svg';
import storyFacility from '../assets/art/story-facility.svg';
import storyTeam from '../assets/art/story-team.svg';
import exportArt from '../assets/art/service-export.svg';
import jobs from '../assets/art/service-jobs.svg';
import training from '../assets/art/service-training.svg';
import { ArrowIcon, CheckIcon } from '../components/Icons';
import { RotationControls } from '../components/RotationControls';
import { useT } from '../i18n';
import { NOT_YET_SHOWN, useLoadedSoFar, usePageTitle, useRotation } from '../lib/hooks';

export const SERVICES_INTERVAL_MS = 3000;
const HERO_IMAGES = [storyTeam, gallery2, storyFacility, gallery6];

export default function Services() {
  const t = useT();
  const s = t.services;
  usePageTitle(t.meta.services);

  const articles = [
    { key: 'training', img: training, ...s.training },
    { key: 'jobs', img: jobs, ...s.jobs },
    { key: 'empowering', img: empower, ...s.empowering },
    { key: 'exports', img: exportArt, ...s.exports },
  ];
  const rotation = useRotation(HERO_IMAGES.length, SERVICES_INTERVAL_MS);
  const load = useLoadedSoFar(rotation.index);

  return (
    <>
      <section className="page-head services-hero">
        <div className="container services-hero-grid">
          <div>
            <span className="eyebrow">{s.eyebrow}</span>
            <h1>{s.title}</h1>
            <p className="lead">{s.lead}</p>
            <PageLink to="/contact" className="btn btn-primary">
              {s.contact}
              <ArrowIcon size={18} />
            </PageLink>
          </div>
          <div className="rotator" role="group" aria-roledescription="carousel" aria-label={s.imageLabel} {...rotation.hoverProps}>
            <div className="rotator-frame">
              {HERO_IMAGES.map((src, i) => (
                <img
                  key={src}
                  src={load(i) ? src : NOT_YET_SHOWN}
                  width={800}
                  height={600}
                  alt={s.heroAlts[i]}
                  className={i === rotation.index ? 'is-active' : undefined}
                  aria-hidden={i !== rotation.index}
                  data-testid="services-image"
                />
              ))}
            </div>
            <RotationControls rotation={rotation} count={HERO_IMAGES.length} label={s.imageLabel} />
          </div>
        </div>
      </section>

      <section className="section" aria-label={s.eyebrow}>
        <div className="container service-list">
          {articles.map((a) => (
            <article key={a.key} className="service-article">
              <img src={a.img} width={800} height={600} alt="" loading="lazy" />
              <div>
                <h2>{a.title}</h2>
                <p>{a.text}</p>
                <ul className="check-list">
                  {a.points.map((p) => (
                    <li key={p}>
                      <CheckIcon size={18} />
                      {p}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section className="cta-band" aria-labelledby="partner-title">
        <div className="container cta-inner">
          <div>
            <h2 id="partner-title">{s.partner.title}</h2>
            <p>{s.partner.text}</p>
          </div>
          <div className="btn-row">
            <PageLink to="/contact" className="btn btn-light">
              {s.partner.contact}
              <ArrowIcon size={18} />
            </PageLink>
            <PageLink to="/about" className="btn btn-ghost-light">
              {s.partner.about}
            </PageLink>
          </div>
        </div>
      </section>
    </>
  );
}
