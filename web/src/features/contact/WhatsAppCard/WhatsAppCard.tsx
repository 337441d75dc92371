import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useSiteConfig } from '../../siteConfig/useSiteConfig';
import { whatsAppLink } from '../whatsAppLink';
import classes from './WhatsAppCard.module.css';

/** Direct-contact card: opens a WhatsApp chat with the configured number and greeting in a new tab. */
export function WhatsAppCard() {
  const { get } = useSiteConfig();
  const href = whatsAppLink(get('contact_whatsapp_number'), get('contact_whatsapp_message'));
  if (!href) return null;

  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {get('contact_whatsapp_section_title')}
        </Title>
        <Text>{get('contact_whatsapp_section_text')}</Text>
        <Button
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          color="#1b6b35"
          size="md"
          leftSection={<IconBrandWhatsapp size={20} aria-hidden="true" />}
        >
          {get('contact_whatsapp_button_text')}
        </Button>
      </Stack>
    </Card>
  );
}
