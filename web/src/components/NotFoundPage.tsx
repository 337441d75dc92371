import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { simpleHead } from '../head/pageHeads';
import { useHttpStatus } from '../head/RenderContext';
import { Seo } from '../head/Seo';

/** Any unknown path; server-rendered with HTTP status 404. */
export function NotFoundPage() {
  useHttpStatus(404);
  const { pathname } = useLocation();
  return (
    <Container size="sm" py={80}>
      <Seo {...simpleHead('Página no encontrada', pathname, { noindex: true })} />
      <Stack align="center" ta="center">
        <Title order={1}>Ups! Página no encontrada</Title>
        <Text>La página que buscas no existe o fue movida.</Text>
        <Text c="gray.7">Si crees que esto es un error, por favor contacta al administrador.</Text>
        <Anchor component={Link} to="/">
          Volver al Inicio
        </Anchor>
      </Stack>
    </Container>
  );
}
