import { Button, Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconLogout } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { adminPaths } from '../adminPaths';
import { LOGOUT_STATE } from '../auth/LogoutPage';
import { CONTENT_ENTRIES, isEntryActive, SETTINGS_ENTRIES, type AdminNavEntry } from './adminNavigation';

interface AdminNavbarProps {
  /** Called after choosing an entry, so the slide-in menu closes on phones. */
  onNavigate: () => void;
}

export function AdminNavbar({ onNavigate }: AdminNavbarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const renderEntry = (entry: AdminNavEntry) => (
    <NavLink
      key={entry.href}
      component={Link}
      to={entry.href}
      label={entry.label}
      leftSection={<entry.icon size={18} stroke={1.6} aria-hidden />}
      active={isEntryActive(entry, pathname)}
      aria-current={isEntryActive(entry, pathname) ? 'page' : undefined}
      onClick={onNavigate}
    />
  );

  return (
    <Stack component="nav" aria-label="Navegación del panel" gap={0} h="100%">
      <ScrollArea flex={1} type="auto">
        {CONTENT_ENTRIES.map(renderEntry)}
        <Divider my="sm" />
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
          Configuración
        </Text>
        {SETTINGS_ENTRIES.map(renderEntry)}
      </ScrollArea>
      <Divider my="sm" />
      <NavLink
        component="a"
        href={paths.home.getHref()}
        target="_blank"
        rel="noopener noreferrer"
        label="Ver sitio público"
        leftSection={<IconExternalLink size={18} stroke={1.6} aria-hidden />}
      />
      <Button
        variant="subtle"
        color="red"
        justify="flex-start"
        leftSection={<IconLogout size={18} stroke={1.6} aria-hidden />}
        onClick={() => {
          onNavigate();
          // A navigation, not a call: a form with unsaved changes asks first (useUnsavedChangesGuard).
          void navigate(adminPaths.logout.getHref(), { state: LOGOUT_STATE });
        }}
        mt={4}
      >
        Cerrar Sesión
      </Button>
    </Stack>
  );
}
