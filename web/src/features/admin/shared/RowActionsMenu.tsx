import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type RowAction =
  | { kind: 'external'; label: string; href: string; icon: ReactNode }
  | { kind: 'link'; label: string; href: string; icon: ReactNode }
  | { kind: 'button'; label: string; onClick: () => void; icon: ReactNode; danger?: boolean };

interface RowActionsMenuProps {
  /** Names the row in the trigger's label, e.g. 'Acciones para «Título»'. */
  rowLabel: string;
  actions: RowAction[];
}

export function RowActionsMenu({ rowLabel, actions }: RowActionsMenuProps) {
  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      // Mantine's placeholder (a focusable role="presentation" div inside role="menu") is what axe
      // reports as a menu without only menu items (aria-required-children), and it held the focus
      // so the arrow keys did not reach the items; the dropdown itself takes the focus instead.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Acciones para «${rowLabel}»`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          if (action.kind === 'external') {
            return (
              <Menu.Item
                key={action.label}
                component="a"
                href={action.href}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={action.icon}
              >
                {action.label}
              </Menu.Item>
            );
          }
          if (action.kind === 'link') {
            return (
              <Menu.Item key={action.label} component={Link} to={action.href} leftSection={action.icon}>
                {action.label}
              </Menu.Item>
            );
          }
          return (
            <Menu.Item
              key={action.label}
              onClick={action.onClick}
              leftSection={action.icon}
              // red-9: Mantine's red (red-6) reads 3.3:1 on the white menu, under AA's 4.5:1.
              color={action.danger ? 'red.9' : undefined}
            >
              {action.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
