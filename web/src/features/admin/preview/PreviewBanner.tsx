import { Alert, Anchor, Container, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ContentStatus } from '../gql/graphql';

const TEXTS = {
  article: {
    what: 'Así verán los visitantes este artículo.',
    published: 'Está publicado: ya es visible en el sitio.',
    draft: 'Es un borrador: solo tú puedes verlo mientras tengas la sesión iniciada.',
  },
  guide: {
    what: 'Así verán los visitantes esta guía.',
    published: 'Está publicada: ya es visible en el sitio.',
    draft: 'Es un borrador: solo tú puedes verla mientras tengas la sesión iniciada.',
  },
} as const;

interface PreviewBannerProps {
  kind: keyof typeof TEXTS;
  status: ContentStatus;
  editHref: string;
}

/**
 * The one thing the preview adds to the public page: what she is looking at,
 * whether visitors can see it yet, and the way back to editing. Below it the
 * page is exactly the public one, frozen (inert) so nothing is rated, bought
 * or shared from a preview.
 */
export function PreviewBanner({ kind, status, editHref }: PreviewBannerProps) {
  const texts = TEXTS[kind];
  return (
    <Container size="md" pt="md">
      <Alert
        color={status === 'PUBLICADO' ? 'teal' : 'yellow'}
        variant="light"
        icon={<IconEye aria-hidden />}
        title="Vista previa"
      >
        <Text size="sm">
          {texts.what} {status === 'PUBLICADO' ? texts.published : texts.draft}
        </Text>
        <Anchor component={Link} to={editHref} size="sm" fw={600}>
          Volver a editar
        </Anchor>
      </Alert>
    </Container>
  );
}
