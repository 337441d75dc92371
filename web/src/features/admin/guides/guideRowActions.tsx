import { IconCreditCard, IconDownload } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { adminPaths } from '../adminPaths';
import type { RowAction } from '../shared/RowActionsMenu';
import type { ContentStatus } from '../gql/graphql';
import { deleteAction, editAction, seeActions } from '../shared/rowActions';

interface GuideRowForActions {
  id: string;
  status: ContentStatus;
  hasPdf: boolean;
  pdfUrl?: string | null;
  paymentLink?: string | null;
}

/** Spec: 'Descargar PDF' only with a PDF, 'Ver Link de Pago' only with a payment link; a draft has no 'Ver Guía'. */
export function guideRowActions(guide: GuideRowForActions, confirmDelete: () => void): RowAction[] {
  const actions: RowAction[] = seeActions(
    guide.status,
    'Ver Guía',
    paths.guide.getHref(guide.id),
    adminPaths.guidePreview.getHref(guide.id),
  );
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
  actions.push(editAction(adminPaths.guideEdit.getHref(guide.id)), deleteAction(confirmDelete));
  return actions;
}
