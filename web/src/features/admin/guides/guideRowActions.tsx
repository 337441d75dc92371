import { IconCreditCard, IconDownload, IconEdit, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { paths } from '../../../app/paths';
import type { RowAction } from '../shared/RowActionsMenu';

interface GuideRowForActions {
  id: string;
  hasPdf: boolean;
  pdfUrl?: string | null;
  paymentLink?: string | null;
}

/** Spec: 'Descargar PDF' only with a PDF, 'Ver Link de Pago' only with a payment link. */
export function guideRowActions(guide: GuideRowForActions, onDelete: () => void): RowAction[] {
  const actions: RowAction[] = [
    {
      kind: 'external',
      label: 'Ver Guía',
      href: paths.guide.getHref(guide.id),
      icon: <IconExternalLink size={16} aria-hidden />,
    },
  ];
  if (guide.hasPdf && guide.pdfUrl) {
    actions.push({
      kind: 'external',
      label: 'Descargar PDF',
      href: guide.pdfUrl,
      icon: <IconDownload size={16} aria-hidden />,
    });
  }
  if (guide.paymentLink) {
    actions.push({
      kind: 'external',
      label: 'Ver Link de Pago',
      href: guide.paymentLink,
      icon: <IconCreditCard size={16} aria-hidden />,
    });
  }
  actions.push(
    {
      kind: 'link',
      label: 'Editar',
      href: paths.adminGuideEdit.getHref(guide.id),
      icon: <IconEdit size={16} aria-hidden />,
    },
    { kind: 'button', label: 'Eliminar', danger: true, onClick: onDelete, icon: <IconTrash size={16} aria-hidden /> },
  );
  return actions;
}
