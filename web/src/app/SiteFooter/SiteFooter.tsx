import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandInstagram, IconMail, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { copyrightText } from '../../features/siteConfig/copyrightText';
import { useSiteConfig } from '../../features/siteConfig/useSiteConfig';
import { NAV_ENTRIES } from '../navigation';
import classes from './SiteFooter.module.css';
import { ResponsiveGrid } from '../../components/ResponsiveGrid/ResponsiveGrid';

/** Footer texts all come from site configuration (spec §2, keys footer_*). */
export function SiteFooter() {
  const { get } = useSiteConfig();
  const email = get('footer_contact_email');
  const instagramUrl = get('social_instagram_url');
  // The year is read at render; server and client agree except across New Year's midnight.
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <ResponsiveGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={4}>
            <Title order={2} size="h4" className={classes.title}>
              {get('footer_title')}
            </Title>
            <Text c="gray.7">{get('footer_subtitle')}</Text>
          </Stack>
          <nav aria-label="Enlaces del pie de página">
            <Stack gap={6}>
              {NAV_ENTRIES.map((entry) => (
                <Anchor key={entry.to} component={Link} to={entry.to} className={classes.link}>
                  {entry.label}
                </Anchor>
              ))}
            </Stack>
          </nav>
          <Stack gap={8}>
            {email && (
              <Group gap={6} wrap="nowrap">
                <IconMail size={18} aria-hidden="true" className={classes.contactIcon} />
                <Anchor href={`mailto:${email}`} className={`${classes.link} ${classes.contactText}`}>
                  {email}
                </Anchor>
              </Group>
            )}
            {get('footer_location') && (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={18} aria-hidden="true" className={classes.contactIcon} />
                <Text className={classes.contactText}>{get('footer_location')}</Text>
              </Group>
            )}
            {instagramUrl && (
              <Group gap={6} wrap="nowrap">
                <IconBrandInstagram size={18} aria-hidden="true" className={classes.contactIcon} />
                <Anchor href={instagramUrl} target="_blank" rel="noopener noreferrer" className={classes.link}>
                  Instagram
                </Anchor>
              </Group>
            )}
          </Stack>
        </ResponsiveGrid>
        <Text size="sm" c="gray.7" ta="center" mt="xl" className={classes.copyright}>
          {copyrightText(get('footer_copyright_text'), year)}
        </Text>
      </Container>
    </footer>
  );
}
