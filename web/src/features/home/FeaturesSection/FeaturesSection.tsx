import { IconBook, IconBooks, IconPuzzle, IconUserHeart, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import ui from '../../../components/Plain/Plain.module.css';
import { useSiteConfig } from '../../siteConfig/useSiteConfig';
import classes from './FeaturesSection.module.css';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid/ResponsiveGrid';

const FEATURES: readonly { n: number; to: string; icon: Icon }[] = [
  { n: 1, to: paths.articles.getHref(), icon: IconBook },
  { n: 2, to: paths.guides.getHref(), icon: IconBooks },
  { n: 3, to: paths.games.getHref(), icon: IconPuzzle },
  { n: 4, to: paths.aboutMe.getHref(), icon: IconUserHeart },
];

/** Four cards leading to the main sections; every text comes from configuration. */
export function FeaturesSection() {
  const { get } = useSiteConfig();

  return (
    <section className={classes.section} aria-labelledby="caracteristicas-titulo">
      <div className={ui.container}>
        <div className={`${ui.stack} ${ui.gapXs} ${classes.intro}`}>
          <h2 id="caracteristicas-titulo" className={`${ui.title} ${ui.h2}`}>
            {get('home_features_title')}
          </h2>
          <p className={`${ui.text} ${ui.lg} ${ui.gray7} ${classes.introText}`}>{get('home_features_subtitle')}</p>
        </div>
        <ResponsiveGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {FEATURES.map(({ n, to, icon: FeatureIcon }) => (
            <div key={to} className={`${ui.card} ${classes.card}`}>
              <div className={`${ui.stack} ${ui.gapSm} ${classes.cardBody}`}>
                {/* ThemeIcon's look in CSS: its chunk was the home page's last 0.5 KB over the JS budget. */}
                <span className={classes.icon}>
                  <FeatureIcon size={26} aria-hidden="true" />
                </span>
                <h3 className={`${ui.title} ${ui.h4}`}>{get(`home_features_item${n}_title`)}</h3>
                <p className={`${ui.text} ${ui.gray7} ${classes.subtitle}`}>{get(`home_features_item${n}_subtitle`)}</p>
                <Link to={to} className={`${ui.anchor} ${ui.semibold}`}>
                  {get(`home_features_item${n}_link_text`)}
                </Link>
              </div>
            </div>
          ))}
        </ResponsiveGrid>
      </div>
    </section>
  );
}
