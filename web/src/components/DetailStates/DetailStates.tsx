import { CombinedGraphQLErrors } from '@apollo/client';
import { Alert, Anchor, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useHttpStatus } from '../../head/RenderContext';
import { Seo } from '../../head/Seo';
import { SITE_NAME } from '../../head/headTypes';

export function DetailLoading({ label }: { label: string }) {
  return (
    <Center py={80} role="status">
      <Loader aria-label={label} />
    </Center>
  );
}

interface DetailMessageProps {
  title: string;
  children: ReactNode;
  /** Where 'back' goes: the list the item belongs to. */
  backHref: string;
  backLabel: string;
  tone: 'error' | 'notFound';
  /** The address of this page, for its (noindex) head. */
  canonicalPath: string;
}

/**
 * Full-page error or not-found message with a way back to the list. A server
 * render answers 404 (or 500), so search engines drop the address.
 */
export function DetailMessage({ title, children, backHref, backLabel, tone, canonicalPath }: DetailMessageProps) {
  useHttpStatus(tone === 'notFound' ? 404 : 500);
  return (
    <Container size="sm" py={60}>
      <Seo title={`${title} | ${SITE_NAME}`} description={title} canonicalPath={canonicalPath} noindex />
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        {tone === 'error' ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" w="100%">
            {children}
          </Alert>
        ) : (
          <Stack gap={4}>{children}</Stack>
        )}
        <Anchor component={Link} to={backHref}>
          {backLabel}
        </Anchor>
      </Stack>
    </Container>
  );
}

export function DetailText({ children }: { children: ReactNode }) {
  return <Text c="gray.8">{children}</Text>;
}

/**
 * A malformed id in the address (e.g. /articulos/abc) is rejected by the API as
 * bad input; for a visitor that is simply a page that does not exist.
 */
export function isMalformedIdError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.['code'] === 'BAD_USER_INPUT')
  );
}
