import { AppShell, Burger, Group, Progress, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useNavigation } from 'react-router-dom';
import { RequireAdmin } from '../../auth/RequireAdmin';
import { AdminNavbar } from '../AdminNavbar';
import classes from './AdminLayout.module.css';

/** The guarded frame of every admin screen: header, sidebar (slide-in on phones) and content. */
export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The next screen's code and data are on their way (routeData/screenLoader.ts): the screen
  // she left stays until they arrive, so the header says something is happening.
  const loadingNext = useNavigation().state !== 'idle';

  return (
    <RequireAdmin>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header component="header">
          {loadingNext && (
            <Progress
              value={100}
              striped
              animated
              size="xs"
              radius={0}
              aria-label="Cargando la pantalla"
              className={classes.loadingNext}
            />
          )}
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
