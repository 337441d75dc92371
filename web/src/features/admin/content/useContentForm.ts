import { scheduleErrors } from '@crecer/domain/schedule';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { notifyValidationErrors } from '../shared/notify';
import type { PublishingValues } from '../shared/PublishingFields';
import { usePublishingClock } from '../shared/usePublishingClock';
import { useUnsavedChangesGuard } from '../shared/useUnsavedChangesGuard';
import { useUploadProgress } from '../shared/useUploadProgress';
import type { AdminContentKind } from './contentKind';
import type { SaveResult } from './useSaveContentMutation';

interface ContentFormOptions<Values extends PublishingValues, Input> {
  kind: AdminContentKind;
  /** null creates a new item. */
  id: string | null;
  initialValues: Values;
  /** The kind's rules from @crecer/domain/contentRules, checked as she types. */
  validate: (values: Values) => Record<string, string>;
  /** The kind's save mutation (useSaveContentMutation). */
  mutation: {
    save: (id: string | null, input: Input, onUploadProgress: (fraction: number) => void) => Promise<SaveResult>;
    saving: boolean;
  };
  toInput: (values: Values) => Input;
}

interface SubmitOptions<Values> {
  /** A check that only warns, run before saving. */
  beforeSave?: (values: Values) => void;
  /** After a save: what the form no longer needs (its draft). */
  onSaved: () => void;
}

/**
 * The state every article and guide form has: the values and their rules,
 * the upload's progress, the guard against leaving unsaved changes, and the
 * submit that saves, shows the server's field errors or returns to the list.
 */
export function useContentForm<Values extends PublishingValues, Input>({
  kind,
  id,
  initialValues,
  validate,
  mutation,
  toInput,
}: ContentFormOptions<Values, Input>) {
  const navigate = useNavigate();
  const clock = usePublishingClock();
  const form = useForm<Values>({
    initialValues,
    // The schedule's rule is the same for both kinds; the server judges it again on its own clock.
    validate: (values) => ({
      ...validate(values),
      ...scheduleErrors({
        scheduled: values.status === 'PROGRAMADO',
        scheduledFor: values.scheduledFor,
        timeZone: clock.timeZone,
        now: Date.now(),
      }),
    }),
  });
  const upload = useUploadProgress();
  const { blocker, allowNavigation } = useUnsavedChangesGuard(form.isDirty());

  const submit = ({ beforeSave, onSaved }: SubmitOptions<Values>) =>
    form.onSubmit(
      async (values) => {
        beforeSave?.(values);
        const result = await mutation.save(id, toInput(values), upload.onUploadProgress);
        upload.reset();
        if (!result.ok) {
          form.setErrors(result.fieldErrors);
          return;
        }
        onSaved();
        allowNavigation();
        navigate(kind.paths.list);
      },
      () => notifyValidationErrors(),
    );

  return { kind, id, form, upload, blocker, clock, saving: mutation.saving, submit };
}

export type ContentFormState<Values extends PublishingValues> = Omit<
  ReturnType<typeof useContentForm<Values, unknown>>,
  'submit'
>;
