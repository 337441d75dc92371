import { Button, Container, Image, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
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
      <Container size="lg">
        <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.grid}>
          {image && (
            <Image
              {...image}
              sizes="(min-width: 62em) 540px, calc(100vw - 32px)"
              alt=""
              radius="xl"
              loading="lazy"
              className={classes.image}
            />
          )}
          <Stack gap="md" justify="center">
            <Title order={2} id="beneficios-titulo">
              {get('home_benefits_title')}
            </Title>
            <Text size="lg">{get('home_benefits_description')}</Text>
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
          </Stack>
        </ResponsiveGrid>
      </Container>
    </section>
  );
}
