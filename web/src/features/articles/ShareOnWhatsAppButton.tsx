import { Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { shareablePageUrl, whatsAppShareUrl } from './whatsAppShareUrl';

/** WhatsApp's brand green, darkened so white text keeps a 4.5:1 contrast. */
const WHATSAPP_GREEN = '#1d6b34';

/** Opens WhatsApp's share page in a new window with the article title and this page's address (without tracking). */
export function ShareOnWhatsAppButton({ title }: { title: string }) {
  // The address is read on click, never while rendering (the page must render on the server).
  const share = () => {
    window.open(whatsAppShareUrl(title, shareablePageUrl(window.location.href)), '_blank', 'noopener,noreferrer');
  };
  return (
    <Button color={WHATSAPP_GREEN} leftSection={<IconBrandWhatsapp size={18} aria-hidden />} onClick={share}>
      Compartir en WhatsApp
    </Button>
  );
}
