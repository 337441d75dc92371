import { DangerButton } from '../shared/DangerButton';
import { useQuery } from '@apollo/client/react';
import { Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { DemoContentQuery as DemoContentData } from '../gql/graphql';
import { countLabel } from '../shared/countLabel';
import { CLOSE_BUTTON_PROPS } from '../shared/modalProps';
import { useRemoveDemoContentMutation } from './useRemoveDemoContentMutation';
import { DemoContentQuery } from './dashboardQueries';
import { loadedByRoute } from '../routeData/screenLoader';

type DemoContent = DemoContentData['demoContent'];

/** The lines of the confirmation: what goes, in the owner's words. */
function removedLines(demo: DemoContent): string[] {
  return [
    demo.articles > 0 &&
      `${countLabel(demo.articles, 'artículo de ejemplo', 'artículos de ejemplo')}, con sus calificaciones y visitas`,
    demo.guides > 0 &&
      `${countLabel(demo.guides, 'guía de ejemplo', 'guías de ejemplo')}, con sus PDF y sus enlaces de pago de ejemplo`,
    demo.categories > 0 &&
      `${countLabel(demo.categories, 'categoría de ejemplo', 'categorías de ejemplo')} que quedan sin contenido`,
    demo.siteImages > 0 &&
      `${countLabel(demo.siteImages, 'imagen de ejemplo', 'imágenes de ejemplo')} de la configuración del sitio (portada, beneficios, foto de Sobre Mí…)`,
  ].filter((line): line is string => Boolean(line));
}

/**
 * The site's first content is a demo (articles, guides, categories, pictures); this
 * card takes it away in one step, and only shows while there is some left to remove.
 */
export function DemoContentCard() {
  const { data } = useQuery(DemoContentQuery, loadedByRoute);
  const { removeDemoContent, loading } = useRemoveDemoContentMutation();
  const [confirming, setConfirming] = useState(false);
  const demo = data?.demoContent;
  if (!demo || demo.articles + demo.guides + demo.categories + demo.siteImages === 0) return null;

  const confirm = async () => {
    if (await removeDemoContent()) setConfirming(false);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="demo-content-title">
      <Title order={2} size="h4" id="demo-content-title" mb="xs">
        Contenido de ejemplo
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        El sitio todavía muestra el contenido de ejemplo con el que empezó. Cuando quieras empezar con el tuyo, quítalo
        con un clic: tus artículos, guías y categorías no se tocan.
      </Text>
      <DangerButton leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        Quitar contenido de ejemplo
      </DangerButton>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="¿Estás absolutamente seguro?"
        centered
        closeButtonProps={CLOSE_BUTTON_PROPS}
      >
        <Stack>
          <Text>Esta acción no se puede deshacer. Se eliminarán permanentemente:</Text>
          <List size="sm" spacing={4}>
            {removedLines(demo).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          {demo.kept.length > 0 && (
            <>
              <Text size="sm">Se conservan, porque los modificaste:</Text>
              <List size="sm" spacing={4}>
                {demo.kept.map((item) => (
                  <List.Item key={`${item.contentType}-${item.id}`}>
                    «{item.title}»{item.hasExamplePaymentLink && ' (revisa su enlace de pago: el de ejemplo no cobra)'}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Text size="sm">Tu propio contenido, los juegos y los textos del sitio no cambian.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={loading}>
              Cancelar
            </Button>
            <Button color="red.9" onClick={() => void confirm()} loading={loading}>
              Sí, quitar contenido de ejemplo
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
