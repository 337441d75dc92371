import { Card, Stack, Text, Title } from '@mantine/core';
import { useSiteConfig } from '../../siteConfig/useSiteConfig';
import classes from './FocusGrid.module.css';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid/ResponsiveGrid';

/** The four-item 'Mi Enfoque' grid; an item with neither title nor description is left out. */
export function FocusGrid() {
  const { get } = useSiteConfig();
  const items = [1, 2, 3, 4]
    .map((n) => ({ n, title: get(`about_me_focus_item${n}_title`), description: get(`about_me_focus_item${n}_desc`) }))
    .filter((item) => item.title || item.description);

  return (
    <section aria-labelledby="enfoque-titulo">
      <Title order={2} id="enfoque-titulo" ta="center" mb="xl">
        {get('about_me_focus_title')}
      </Title>
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {items.map((item) => (
          <Card key={item.n} withBorder radius="lg" padding="lg" className={classes.card}>
            <Stack gap="xs">
              <Title order={3} size="h4" className={classes.itemTitle}>
                {item.title}
              </Title>
              <Text>{item.description}</Text>
            </Stack>
          </Card>
        ))}
      </ResponsiveGrid>
    </section>
  );
}
