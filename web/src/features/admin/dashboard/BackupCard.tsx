import { useQuery } from '@apollo/client/react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseExport } from '@tabler/icons-react';
import {
  backupWarning,
  formatBackupSize,
  formatBackupTime,
  scheduleSentence,
  type BackupWarning,
} from './backupStatusText';
import { BackupStatusQuery } from './dashboardQueries';
import { loadedByRoute } from '../routeData/screenLoader';

/** Served by the server (server/src/http/adminBackup.ts) to a signed-in admin only. */
const BACKUP_DOWNLOAD_HREF = '/download/admin/backup';

function WarningAlert({ warning, error }: { warning: BackupWarning; error: string | null }) {
  return (
    <Alert color="red" variant="light" title={warning.title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Text size="sm">{warning.message}</Text>
      {error && (
        <Text size="xs" c="dimmed" mt={4}>
          Motivo: {error}
        </Text>
      )}
    </Alert>
  );
}

/** The scheduled backups (when the last one was made, its size, where it went, any warning) and her own download. */
export function BackupCard() {
  // Read each time the dashboard opens: a backup may have run since.
  const { data } = useQuery(BackupStatusQuery, loadedByRoute);
  const status = data?.backupStatus;
  const last = status?.lastSuccess;
  const warning = status
    ? backupWarning(status.health, status.intervalHours, last?.startedAt ?? null, status.lastRun?.startedAt ?? null)
    : null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="backup-title">
      <Title order={2} size="h4" id="backup-title" mb="xs">
        Copia de seguridad
      </Title>
      {status && (
        <Stack gap="xs" mb="sm">
          {warning && (
            <WarningAlert
              warning={warning}
              error={status.health === 'FAILED' ? (status.lastRun?.error ?? null) : null}
            />
          )}
          {last ? (
            <Text size="sm">
              Última copia automática: <strong>{formatBackupTime(last.startedAt)}</strong>
              {last.sizeBytes !== null && last.sizeBytes !== undefined && <> ({formatBackupSize(last.sizeBytes)})</>},
              guardada en el servidor en <code>{last.folder}</code>
              {last.offsiteCopy ? (
                <>
                  {' '}
                  y copiada fuera del servidor en <code>{last.offsiteCopy}</code>.
                </>
              ) : (
                '.'
              )}
            </Text>
          ) : (
            status.health === 'NONE_YET' && (
              <Text size="sm">
                Todavía no se hizo ninguna copia automática: la primera se hace a los pocos minutos de iniciar el
                servidor.
              </Text>
            )
          )}
          <Text size="sm" c="dimmed">
            {scheduleSentence(status.intervalHours, status.keep)}
            {status.intervalHours > 0 &&
              (status.offsiteTarget
                ? ` Cada copia se guarda también en ${status.offsiteTarget}.`
                : ' Las copias quedan solo en este servidor: descarga una de vez en cuando y guárdala en otro lugar.')}
          </Text>
        </Stack>
      )}
      <Text size="sm" c="dimmed" mb="sm">
        Descarga en un solo archivo todo el contenido del sitio: artículos, guías, calificaciones, mensajes,
        configuración, imágenes y PDFs. Incluye los mensajes de contacto y las contraseñas del panel (protegidas, no
        legibles): guárdalo en un lugar privado, fuera de este servidor.
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
