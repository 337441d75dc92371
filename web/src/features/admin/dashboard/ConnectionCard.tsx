import { useQuery } from '@apollo/client/react';
import { Alert, Code, Paper, Text, Title } from '@mantine/core';
import { AdminConnectionQuery } from './dashboardQueries';
import { loadedByRoute } from '../routeData/screenLoader';

/**
 * The address the server sees for the owner: behind Docker and Caddy it must
 * be her own public address. A private one (Docker's bridge gateway) means
 * every visitor looks like the same one to the login and contact limits and
 * the view counts (docs/operations.md, "Real client addresses behind Docker").
 */
export function ConnectionCard() {
  const { data } = useQuery(AdminConnectionQuery, loadedByRoute);
  const connection = data?.adminConnection;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="connection-title">
      <Title order={2} size="h4" id="connection-title" mb="xs">
        Tu conexión
      </Title>
      <Text size="sm">
        Tu dirección según el servidor: <Code>{connection?.clientAddress ?? '…'}</Code>
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        Debe ser la misma dirección pública que te muestra un sitio de «cuál es mi IP».
      </Text>
      {connection?.privateAddress && (
        <Alert variant="light" color="yellow" mt="sm" title="Es una dirección privada">
          <Text size="sm">
            Si te conectas desde internet, el servidor no está recibiendo las direcciones reales de los visitantes:
            todos cuentan como uno solo para los límites de intentos y para las visitas. Quien administra el servidor
            encuentra la solución en docs/operations.md, «Real client addresses behind Docker».
          </Text>
        </Alert>
      )}
    </Paper>
  );
}
