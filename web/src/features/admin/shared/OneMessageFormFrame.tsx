import { Paper, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { Blocker } from 'react-router-dom';
import type { StoredDraft } from './drafts/draftStorage';
import { DraftNotice } from './drafts/DraftNotice';
import { FormActions } from './FormActions';
import { FormMessage } from './FormMessage';
import { PageHeader } from './PageHeader';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

interface OneMessageFormFrameProps {
  title: string;
  /** What useOneMessageForm returns: the submit handler, its one message, the draft and the leave guard. */
  state: {
    handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
    formError: string | null;
    blocker: Blocker;
    draft: {
      offered: StoredDraft<unknown> | null;
      typedMeanwhile: boolean;
      recover: () => void;
      discard: () => void;
    };
  };
  cancelHref: string;
  submitLabel: string;
  saving: boolean;
  /** The form's own fields. */
  children: ReactNode;
}

/**
 * The frame of the admin's small forms (a game question, a puzzle word): the
 * title, the unsaved draft offered back, one message at a time above the
 * actions, and the warning before leaving with unsaved changes.
 */
export function OneMessageFormFrame({
  title,
  state,
  cancelHref,
  submitLabel,
  saving,
  children,
}: OneMessageFormFrameProps) {
  return (
    <>
      <PageHeader title={title} />
      <DraftNotice
        draft={state.draft.offered}
        typedMeanwhile={state.draft.typedMeanwhile}
        onRecover={state.draft.recover}
        onDiscard={state.draft.discard}
      />
      <Paper withBorder p="md" radius="md" maw={720}>
        <form onSubmit={state.handleSubmit} noValidate>
          <Stack>
            {children}
            <FormMessage message={state.formError} />
            <FormActions cancelHref={cancelHref} submitLabel={submitLabel} saving={saving} />
          </Stack>
        </form>
      </Paper>
      <UnsavedChangesDialog blocker={state.blocker} />
    </>
  );
}
