import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function ListLoading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status">
      <Loader aria-label={label} />
    </Center>
  );
}

interface ListErrorProps {
  title: string;
  children: ReactNode;
}

export function ListError({ title, children }: ListErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      {children}
    </Alert>
  );
}

interface ListEmptyProps {
  message: string;
  isFiltered: boolean;
}

/** Spec: the hint differs when a search or category narrows the list. */
export function ListEmpty({ message, isFiltered }: ListEmptyProps) {
  return (
    <Stack align="center" gap={4} py="xl" ta="center">
      <Text fw={600} size="lg">
        {message}
      </Text>
      <Text c="gray.7">
        {isFiltered ? 'Intenta ajustar tu búsqueda o selección de categoría.' : '¡Vuelve pronto para más contenido!'}
      </Text>
    </Stack>
  );
}
