import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useValuesDraft } from './drafts/useValuesDraft';
import { notifyValidationErrors } from './notify';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

interface OneMessageFormOptions<Values> {
  initialValues: Values;
  /** The first problem with the values, or null (spec: these forms show one message at a time). */
  validate: (values: Values) => string | null;
  /** Saves the values; true when saved (a failure has already been shown). */
  save: (values: Values) => Promise<boolean>;
  /** The list the owner returns to once saved. */
  listHref: string;
  /** Where the unsaved draft is kept in the browser, e.g. 'game-question:new'. */
  draftKey: string;
}

/**
 * The game question and puzzle word forms: one message under the fields (also
 * sent as a toast) that clears as soon as a value changes, the unsaved-changes
 * guard, a draft kept in the browser, and back to the list after saving.
 */
// @mantine/form's own constraint on values: interfaces satisfy an `any` index signature only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useOneMessageForm<Values extends Record<string, any>>({
  initialValues,
  validate,
  save,
  listHref,
  draftKey,
}: OneMessageFormOptions<Values>) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues, onValuesChange: () => setFormError(null) });
  const { blocker, allowNavigation } = useUnsavedChangesGuard(form.isDirty());
  const draft = useValuesDraft(form, draftKey);

  const handleSubmit = form.onSubmit(async (values) => {
    const problem = validate(values);
    if (problem) {
      setFormError(problem);
      notifyValidationErrors(problem);
      return;
    }
    if (await save(values)) {
      draft.clear();
      allowNavigation();
      navigate(listHref);
    }
  });

  return { form, formError, handleSubmit, blocker, draft };
}
