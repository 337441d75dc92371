import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { RequireAdmin } from '../../auth/RequireAdmin';
import { AdminNavbar } from '../AdminNavbar';
import classes from './AdminLayout.module.css';

/** The guarded frame of every admin screen: header, sidebar (slide-in on phones) and content. */
export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <RequireAdmin>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header component="header">
          <Group h="100%" px="md" gap="sm">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Cerrar menú de navegación' : 'Abrir menú de navegación'}
              aria-expanded={opened}
            />
            <Text fw={700} ff="heading" size="lg">
              Crecer en Familia · Administración
            </Text>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" className={opened ? undefined : classes.navbarClosed}>
          <AdminNavbar onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main component="main" bg="gray.0">
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </RequireAdmin>
  );
}
