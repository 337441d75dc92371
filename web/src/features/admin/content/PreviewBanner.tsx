import { Alert, Anchor, Container, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ContentStatus } from '../gql/graphql';
import type { AdminContentKind } from './contentKind';

const PREVIEW_TEXT: Record<ContentStatus, (texts: PreviewBannerProps['texts']) => string> = {
  BORRADOR: (texts) => texts.draft,
  PROGRAMADO: (texts) => texts.scheduled,
  PUBLICADO: (texts) => texts.published,
};

interface PreviewBannerProps {
  texts: AdminContentKind['texts']['preview'];
  status: ContentStatus;
  editHref: string;
}

/**
 * The one thing the preview adds to the public page: what she is looking at,
 * whether visitors can see it yet, and the way back to editing. Below it the
 * page is exactly the public one, frozen (inert) so nothing is rated, bought
 * or shared from a preview.
 */
export function PreviewBanner({ texts, status, editHref }: PreviewBannerProps) {
  return (
    <Container size="md" pt="md">
      <Alert
        color={status === 'PUBLICADO' ? 'teal' : 'yellow'}
        variant="light"
        icon={<IconEye aria-hidden />}
        title="Vista previa"
      >
        <Text size="sm">
          {texts.what} {PREVIEW_TEXT[status](texts)}
        </Text>
        {/* teal-9: the primary teal-7 reads 3.9:1 on the light teal background, under AA's 4.5:1. */}
        <Anchor component={Link} to={editHref} size="sm" fw={600} c="teal.9">
          Volver a editar
        </Anchor>
      </Alert>
    </Container>
  );
}
