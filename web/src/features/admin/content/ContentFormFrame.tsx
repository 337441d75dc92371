import { Grid, Group, Paper, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { DraftNotice } from '../shared/drafts/DraftNotice';
import type { StoredDraft } from '../shared/drafts/draftStorage';
import { FormActions } from '../shared/FormActions';
import { PageHeader } from '../shared/PageHeader';
import { PublishingFields, type PublishingValues } from '../shared/PublishingFields';
import { UnsavedChangesDialog } from '../shared/UnsavedChangesDialog';
import { UploadProgress } from '../shared/UploadProgress';
import { RevisionHistory } from './history/RevisionHistory';
import type { ContentFormState } from './useContentForm';

interface ContentFormFrameProps<Values extends PublishingValues> {
  content: ContentFormState<Values>;
  draft: { offered: StoredDraft<unknown> | null; typedMeanwhile: boolean; discard: () => void };
  onRecoverDraft: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** After the status changes: the kind's rules that depend on it must not leave their messages behind. */
  onStatusChange: () => void;
  /** The kind's own fields, in the wide column. */
  children: ReactNode;
  /** Buttons beside 'Historial' for a saved item (an article's 'Enviar a suscriptores'). */
  headerActions?: ReactNode;
}

/**
 * The article and guide form around the kind's own fields: header, draft
 * notice, the publishing column (category, status, cover, featured), the
 * upload's progress, the actions and the unsaved-changes dialog.
 */
export function ContentFormFrame<Values extends PublishingValues>({
  content,
  draft,
  onRecoverDraft,
  onSubmit,
  onStatusChange,
  children,
  headerActions,
}: ContentFormFrameProps<Values>) {
  const { kind, id, form, upload, clock, saving } = content;
  return (
    <>
      <PageHeader
        title={id ? kind.texts.editTitle : kind.texts.createLabel}
        actions={
          id ? (
            <Group gap="sm">
              <RevisionHistory kind={kind} id={id} />
              {headerActions}
            </Group>
          ) : undefined
        }
      />
      <DraftNotice
        draft={draft.offered}
        typedMeanwhile={draft.typedMeanwhile}
        onRecover={onRecoverDraft}
        onDiscard={draft.discard}
      />
      <form onSubmit={onSubmit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="md" radius="md">
              <Stack>
                <PublishingFields
                  values={form.values}
                  errors={form.errors}
                  // The publishing fields are a subset of every kind's values.
                  onChange={(change) => form.setValues(change as Partial<Values>)}
                  onStatusChange={onStatusChange}
                  clock={clock}
                  positionLabel={kind.texts.positionLabel}
                  featuredLabel={kind.texts.featuredLabel}
                  saving={saving}
                />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <Stack mt="lg" gap="sm">
          <UploadProgress value={upload.progress} />
          <FormActions
            cancelHref={kind.paths.list}
            submitLabel={id ? 'Guardar Cambios' : kind.texts.submitNew}
            saving={saving}
            previewHref={id ? kind.paths.preview(id) : undefined}
          />
        </Stack>
      </form>
      <UnsavedChangesDialog blocker={content.blocker} />
    </>
  );
}
