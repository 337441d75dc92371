import type { UseFormReturnType } from '@mantine/form';
import { useFormDraft, type FormDraft } from './useFormDraft';

/** The draft of a @mantine/form form; `recover` puts the draft's values back into the form. */
export interface ValuesDraft {
  offered: FormDraft<unknown>['offered'];
  typedMeanwhile: boolean;
  recover: () => void;
  discard: () => void;
  clear: () => void;
}

/**
 * useFormDraft for a @mantine/form form. `fileFields` name the values that
 * hold chosen files (MediaValue): the browser cannot store a file, so those
 * stay as they are in the form when a draft is recovered.
 */
// @mantine/form's own constraint on values: interfaces satisfy an `any` index signature only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useValuesDraft<Values extends Record<string, any>>(
  form: UseFormReturnType<Values>,
  key: string,
  fileFields: readonly (keyof Values)[] = [],
): ValuesDraft {
  const data: Partial<Values> = { ...form.values };
  for (const field of fileFields) delete data[field];
  const draft = useFormDraft({ key, data, dirty: form.isDirty() });
  return {
    offered: draft.offered,
    typedMeanwhile: draft.typedMeanwhile,
    recover: () => {
      const values = draft.recover();
      if (values) form.setValues(values);
    },
    discard: draft.discard,
    clear: draft.clear,
  };
}
