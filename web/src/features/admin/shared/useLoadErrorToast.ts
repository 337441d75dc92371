import { useEffect } from 'react';
import { errorMessage } from './graphqlErrors';
import { notifyError } from './notify';

/** Announces a failed list load once per error, e.g. 'No se pudieron cargar los artículos. …'. */
export function useLoadErrorToast(error: unknown, title: string, prefix: string): void {
  useEffect(() => {
    if (error) notifyError(title, `${prefix} ${errorMessage(error)}`);
  }, [error, title, prefix]);
}
