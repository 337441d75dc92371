import { IconEdit, IconExternalLink, IconEye, IconTrash } from '@tabler/icons-react';
import type { ContentStatus } from '../gql/graphql';
import type { RowAction } from './RowActionsMenu';

/** The public page of a row, in a new tab ('Ver Artículo', 'Ver Guía'). */
export function viewAction(label: string, href: string): RowAction {
  return { kind: 'external', label, href, icon: <IconExternalLink size={16} aria-hidden /> };
}

/** 'Vista previa': the row as visitors will see it, drafts included, in a new tab. */
export function previewAction(href: string): RowAction {
  return { kind: 'external', label: 'Vista previa', href, icon: <IconEye size={16} aria-hidden /> };
}

/**
 * How a row is seen: 'Ver Artículo' / 'Ver Guía' (the public page) and 'Vista previa'. A draft has
 * no public page yet (the link would open the public 404), so a draft row offers the preview only.
 */
export function seeActions(
  status: ContentStatus,
  viewLabel: string,
  publicHref: string,
  previewHref: string,
): RowAction[] {
  const preview = previewAction(previewHref);
  return status === 'PUBLICADO' ? [viewAction(viewLabel, publicHref), preview] : [preview];
}

/** 'Editar': the row's edit page, or a dialog when `target` is a callback. */
export function editAction(target: string | (() => void)): RowAction {
  const icon = <IconEdit size={16} aria-hidden />;
  return typeof target === 'string'
    ? { kind: 'link', label: 'Editar', href: target, icon }
    : { kind: 'button', label: 'Editar', onClick: target, icon };
}

/** 'Eliminar', in red; it asks for confirmation before anything is deleted. */
export function deleteAction(confirmDelete: () => void): RowAction {
  return {
    kind: 'button',
    label: 'Eliminar',
    danger: true,
    onClick: confirmDelete,
    icon: <IconTrash size={16} aria-hidden />,
  };
}
