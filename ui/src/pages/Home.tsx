// Home: hero slideshow, logistics, story, why us, categories, export map, closing call to action.
import { PageLink } from '../components/PageLink';
import catDry from '../assets/art/category-dry.svg';
import catFresh from '../assets/art/category-fresh.svg';
import catSpices from '../assets/art/category-spices.svg';
import air from '../assets/art/logistics-air.svg';
import land from '../assets/art/logistics-land.svg';
import sea from '../assets/art/logistics-sea.svg';
import storyFacility from '../assets/art/story-facility.svg';
import storyTeam from '../assets/art/story-team.svg';
import whyFacility from '../assets/art/why-facility.svg';
import whyFarmers from '../assets/art/why-farmers.svg';
import whyGlobal from '../assets/art/why-global.svg';
import whyWomen from '../assets/art/why-women.svg';
import { HeroSlideshow } from '../components/HeroSlideshow';
import { ArrowIcon, CheckIcon } from '../components/Icons';
import { WorldMap } from '../components/WorldMap';
import { useT } from '../i18n';
import { usePageTitle } from '../lib/hooks';

export default function Home() {
  const t = useT();
  const h = t.home;
  usePageTitle(t.meta.home);

  const logistics = [
    { key: 'air', img: air, ...h.logistics.air },
    { key: 'sea', img: sea, ...h.logistics.sea },
    { key: 'land', img: land, ...h.logistics.land },
  ];
  const why = [
    { key: 'direct', img: whyFarmers, ...h.why.direct },
    { key: 'women', img: whyWomen, ...h.why.women },
    { key: 'facility', img: whyFacility, ...h.why.facility },
    { key: 'reach', img: whyGlobal, ...h.why.reach },
  ];
  const categories = [
    { key: 'fresh', img: catFresh, ...h.categories.fresh },
    { key: 'dry', img: catDry, ...h.categories.dry },
    { key: 'spices', img: catSpices, ...h.categories.spices },
  ];

  return (
    <>
      <HeroSlideshow />

      <section className="section" aria-labelledby="logistics-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">{h.logistics.eyebrow}</span>
            <h2 id="logistics-title">{h.logistics.title}</h2>
            <p className="lead">{h.logistics.lead}</p>
          </div>
          <div className="grid grid-3">
            {logistics.map((c) => (
              <article key={c.key} className="card logistics-card">
                <img src={c.img} width={72} height={72} alt="" loading="lazy" />
                <h3>{c.title}</h3>
                <p>{c.text}</p>
                <ul className="check-list">
                  {c.features.map((f) => (
                    <li key={f}>
                      <CheckIcon size={18} />
                      {f}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="story-title">
        <div className="container story">
          <div className="story-text">
            <span className="eyebrow">{h.story.eyebrow}</span>
            <h2 id="story-title">{h.story.title}</h2>
            <p className="lead">{h.story.text}</p>
          </div>
          <div className="story-figures">
            <figure className="story-figure">
              <img src={storyTeam} width={800} height={600} alt="" loading="lazy" />
              <figcaption>
                <h3>{h.story.team.title}</h3>
                <p>{h.story.team.text}</p>
              </figcaption>
            </figure>
            <figure className="story-figure">
              <img src={storyFacility} width={800} height={600} alt="" loading="lazy" />
              <figcaption>
                <h3>{h.story.facility.title}</h3>
                <p>{h.story.facility.text}</p>
              </figcaption>
            </figure>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="why-title">
        <div className="container">
          <div className="section-head center">
            <span className="eyebrow">{h.why.eyebrow}</span>
            <h2 id="why-title">{h.why.title}</h2>
          </div>
          <div className="grid grid-4">
            {why.map((c) => (
              <article key={c.key} className="card why-card">
                <img src={c.img} width={64} height={64} alt="" loading="lazy" />
                <h3>{c.title}</h3>
                <p>{c.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="categories-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">{h.categories.eyebrow}</span>
            <h2 id="categories-title">{h.categories.title}</h2>
          </div>
          <div className="grid grid-3">
            {categories.map((c) => (
              <article key={c.key} className="category-card">
                <img src={c.img} width={600} height={450} alt="" loading="lazy" />
                <div className="category-body">
                  <h3>{c.title}</h3>
                  <p>{c.text}</p>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="map-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">{h.map.eyebrow}</span>
            <h2 id="map-title">{h.map.title}</h2>
            <p className="lead">{h.map.lead}</p>
          </div>
          <WorldMap />
        </div>
      </section>

      <section className="cta-band" aria-labelledby="cta-title">
        <div className="container cta-inner">
          <div>
            <h2 id="cta-title">{h.cta.title}</h2>
            <p>{h.cta.lead}</p>
          </div>
          <div className="btn-row">
            <PageLink to="/contact" className="btn btn-light">
              {h.cta.contact}
              <ArrowIcon size={18} />
            </PageLink>
            <PageLink to="/products" className="btn btn-ghost-light">
              {h.cta.products}
            </PageLink>
          </div>
        </div>
      </section>
    </>
  );
}
