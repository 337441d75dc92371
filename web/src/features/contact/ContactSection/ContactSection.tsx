import { Container, Stack, Text, Title } from '@mantine/core';
import { useSiteConfig } from '../../siteConfig/useSiteConfig';
import { ContactForm } from '../ContactForm/ContactForm';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import { WhatsAppCard } from '../WhatsAppCard/WhatsAppCard';
import classes from './ContactSection.module.css';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid/ResponsiveGrid';

interface ContactSectionProps {
  /** About Me shows only the form card; home shows the whole section. */
  formOnly?: boolean;
}

/** Contact: title, subtitle, the form card, WhatsApp direct contact and social links. */
export function ContactSection({ formOnly = false }: ContactSectionProps) {
  const { get } = useSiteConfig();
  const form = <ContactForm title={get('contact_form_title')} />;
  if (formOnly) return form;

  return (
    <section className={classes.section} aria-labelledby="contacto-titulo">
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb="xl">
          <Title order={2} id="contacto-titulo">
            {get('contact_section_title')}
          </Title>
          <Text size="lg" c="gray.7" maw={680}>
            {get('contact_section_subtitle')}
          </Text>
        </Stack>
        <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {form}
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={3}>{get('contact_more_ways_title')}</Title>
              <Text c="gray.7">{get('contact_more_ways_subtitle')}</Text>
            </Stack>
            <WhatsAppCard />
            <SocialLinks />
          </Stack>
        </ResponsiveGrid>
      </Container>
    </section>
  );
}
