import { Button, List } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import ui from '../../../components/Plain/Plain.module.css';
import { useSiteConfig } from '../../siteConfig/useSiteConfig';
import { benefitBullets } from '../benefitBullets';
import classes from './BenefitsSection.module.css';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid/ResponsiveGrid';

/** Benefits: image, title, description, up to four bullets and a button to About Me. */
export function BenefitsSection() {
  const { get, image: siteImage } = useSiteConfig();
  const image = siteImage('home_benefits_section_image_url');
  const bullets = benefitBullets([1, 2, 3, 4].map((n) => get(`home_benefit_item_${n}`)));

  return (
    <section className={classes.section} aria-labelledby="beneficios-titulo">
      <div className={ui.container}>
        <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.grid}>
          {image && (
            <img
              {...image}
              sizes="(min-width: 62em) 540px, calc(100vw - 32px)"
              alt=""
              loading="lazy"
              className={classes.image}
            />
          )}
          <div className={`${ui.stack} ${classes.text}`}>
            <h2 id="beneficios-titulo" className={`${ui.title} ${ui.h2}`}>
              {get('home_benefits_title')}
            </h2>
            <p className={`${ui.text} ${ui.lg}`}>{get('home_benefits_description')}</p>
            {bullets.length > 0 && (
              <List
                spacing="sm"
                icon={
                  // A span, not ThemeIcon: List puts the icon inside a <span>, where a <div> is invalid.
                  <span className={classes.check}>
                    <IconCheck size={16} aria-hidden="true" />
                  </span>
                }
              >
                {bullets.map((bullet) => (
                  <List.Item key={bullet}>{bullet}</List.Item>
                ))}
              </List>
            )}
            <Button component={Link} to={paths.aboutMe.getHref()} size="md" radius="xl" className={classes.button}>
              {get('home_benefits_button_text')}
            </Button>
          </div>
        </ResponsiveGrid>
      </div>
    </section>
  );
}
