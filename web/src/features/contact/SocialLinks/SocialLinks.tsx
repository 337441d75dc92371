import { Anchor, Group, Stack } from '@mantine/core';
import { IconBrandInstagram, IconMail } from '@tabler/icons-react';
import { EmailAddress } from '../../../components/EmailAddress/EmailAddress';
import { useSiteConfig } from '../../siteConfig/useSiteConfig';

/** Instagram and e-mail links; each is left out when its address is not configured. */
export function SocialLinks() {
  const { get } = useSiteConfig();
  const instagramUrl = get('social_instagram_url');
  const emailAddress = get('social_email_address');

  return (
    <Stack gap="xs">
      {instagramUrl && (
        <Group gap={8} wrap="nowrap">
          <IconBrandInstagram size={22} aria-hidden="true" />
          <Anchor href={instagramUrl} target="_blank" rel="noopener noreferrer">
            {get('social_instagram_text') || 'Instagram'}
          </Anchor>
        </Group>
      )}
      {emailAddress && (
        <Group gap={8} wrap="nowrap">
          <IconMail size={22} aria-hidden="true" />
          <Anchor href={`mailto:${emailAddress}`}>
            {get('social_email_text') || <EmailAddress address={emailAddress} />}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
