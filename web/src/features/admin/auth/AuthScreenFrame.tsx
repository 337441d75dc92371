import { Center, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthScreenFrameProps {
  title: string;
  children: ReactNode;
}

/** The centred card of the screens reached without a session: sign-in, forgotten and new password. */
export function AuthScreenFrame({ title, children }: AuthScreenFrameProps) {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Title order={1} ta="center" size="h2" mb="md">
          {title}
        </Title>
        {children}
        <Text component="footer" size="xs" c="dimmed" ta="center" mt="lg">
          Acceso restringido. Solo para administradores autorizados.
        </Text>
      </Paper>
    </Center>
  );
}
