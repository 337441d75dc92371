import { Button, Paper, Text, Title } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';

/** Served by the server (server/src/http/adminBackup.ts) to a signed-in admin only. */
const BACKUP_DOWNLOAD_HREF = '/download/admin/backup';

/** The owner's backup without a terminal: one file with the content, settings, images and PDFs. */
export function BackupCard() {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="backup-title">
      <Title order={2} size="h4" id="backup-title" mb="xs">
        Copia de seguridad
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Descarga en un solo archivo todo el contenido del sitio: artículos, guías, calificaciones, mensajes,
        configuración, imágenes y PDFs. Guárdalo en un lugar seguro, fuera de este servidor.
      </Text>
      <Button
        component="a"
        href={BACKUP_DOWNLOAD_HREF}
        download
        variant="light"
        leftSection={<IconDatabaseExport size={16} aria-hidden />}
      >
        Descargar copia de seguridad
      </Button>
    </Paper>
  );
}
