import { useCallback, useState } from 'react';

/** Upload progress for the form's bar: null when nothing is being sent. */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const onUploadProgress = useCallback((fraction: number) => setProgress(fraction), []);
  const reset = useCallback(() => setProgress(null), []);
  return { progress, onUploadProgress, reset };
}
