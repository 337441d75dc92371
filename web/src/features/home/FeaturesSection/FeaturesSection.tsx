import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconBooks, IconPuzzle, IconUserHeart, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
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
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb="xl">
          <Title order={2} id="caracteristicas-titulo">
            {get('home_features_title')}
          </Title>
          <Text size="lg" c="gray.7" maw={680}>
            {get('home_features_subtitle')}
          </Text>
        </Stack>
        <ResponsiveGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {FEATURES.map(({ n, to, icon: FeatureIcon }) => (
            <Card key={to} withBorder radius="lg" padding="lg" className={classes.card}>
              <Stack gap="sm" h="100%">
                {/* ThemeIcon's look in CSS: its chunk was the home page's last 0.5 KB over the JS budget. */}
                <span className={classes.icon}>
                  <FeatureIcon size={26} aria-hidden="true" />
                </span>
                <Title order={3} size="h4">
                  {get(`home_features_item${n}_title`)}
                </Title>
                <Text c="gray.7" className={classes.subtitle}>
                  {get(`home_features_item${n}_subtitle`)}
                </Text>
                <Anchor component={Link} to={to} fw={600} className={classes.link}>
                  {get(`home_features_item${n}_link_text`)}
                </Anchor>
              </Stack>
            </Card>
          ))}
        </ResponsiveGrid>
      </Container>
    </section>
  );
}
