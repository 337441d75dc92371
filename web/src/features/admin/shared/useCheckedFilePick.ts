import { useRef } from 'react';
import type { FileProblem } from './fileChecks';
import { notifyError } from './notify';

/**
 * The picker's onChange: checks the chosen file (its first bytes are read
 * asynchronously) and hands it on only when it passes; a problem is a toast.
 * When she picks again before a check ends, only the latest pick counts.
 */
export function useCheckedFilePick(
  check: (file: File) => Promise<FileProblem | null>,
  onAccepted: (file: File) => void,
): (file: File | null) => void {
  const latest = useRef(0);
  return (file) => {
    if (!file) return;
    latest.current += 1;
    const pick = latest.current;
    void check(file).then((problem) => {
      if (pick !== latest.current) return;
      if (problem) notifyError(problem.title, problem.message);
      else onAccepted(file);
    });
  };
}
