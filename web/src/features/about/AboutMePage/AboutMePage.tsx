import { Center, Container, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { aboutHead } from '../aboutHead';
import { LazyContactSection } from '../../contact/LazyContactSection';
import { useSiteConfig } from '../../siteConfig/useSiteConfig';
import { AppointmentCalendar } from '../AppointmentCalendar/AppointmentCalendar';
import { FocusGrid } from '../FocusGrid/FocusGrid';
import classes from './AboutMePage.module.css';
import { definePage } from '../../../lib/page/definePage';

const PARAGRAPH_KEYS = ['about_me_paragraph1', 'about_me_paragraph2', 'about_me_paragraph3'] as const;

/**
 * About Me. The paragraphs may hold simple HTML (bold); the server sanitizes
 * them with its allowlist when they are saved, so they are rendered as stored.
 */
function AboutMePage() {
  const { get, image: siteImage, loading } = useSiteConfig();
  const title = get('about_me_title');
  const photo = siteImage('about_me_image_url');
  const highlight = get('about_me_highlight_paragraph');

  if (loading && !title) {
    return (
      <Center py={96}>
        <Loader aria-label="Cargando Sobre Mí" />
      </Center>
    );
  }

  return (
    <Container size="lg" py={48}>
      <Stack gap={64}>
        {/* CSS grid, not Mantine's Grid: its responsive spans write a <style> element into the body. */}
        <div className={photo ? classes.intro : undefined}>
          {photo && (
            <div>
              <Image
                {...photo}
                sizes="(min-width: 62em) 440px, calc(100vw - 32px)"
                fetchPriority="high"
                alt={`Foto de perfil: ${title}`}
                radius="xl"
                className={classes.photo}
              />
            </div>
          )}
          <div>
            <Stack gap="md">
              <Title order={1} className={classes.title}>
                {title}
              </Title>
              <Text size="xl" c="teal.8" fw={500}>
                {get('about_me_subtitle')}
              </Text>
              {PARAGRAPH_KEYS.map((key) => {
                const html = get(key);
                return html ? (
                  <div key={key} className={classes.paragraph} dangerouslySetInnerHTML={{ __html: html }} />
                ) : null;
              })}
              {highlight && <div className={classes.highlight} dangerouslySetInnerHTML={{ __html: highlight }} />}
            </Stack>
          </div>
        </div>
        <FocusGrid />
        <AppointmentCalendar />
        <section aria-label="Formulario de contacto" className={classes.contact}>
          <LazyContactSection formOnly />
        </section>
      </Stack>
    </Container>
  );
}

/** Its data is the layout's (the site configuration). */
export const aboutMePage = definePage({
  queries: () => ({}),
  Component: AboutMePage,
  head: ({ publicUrl, site }) =>
    aboutHead(publicUrl, site.text('about_me_title'), site.text('about_me_subtitle'), site.image('about_me_image_url')),
});
