import { useEffect } from 'react';
import { errorMessage, isSessionError } from './graphqlErrors';
import { notifyError } from './notify';

/**
 * Announces a failed list load once per error, e.g. 'No se pudieron cargar los artículos. …'.
 * A load refused for want of a session is announced as 'Sesión Expirada o Inválida' instead.
 */
export function useLoadErrorToast(error: unknown, title: string, prefix: string): void {
  useEffect(() => {
    if (error && !isSessionError(error)) notifyError(title, `${prefix} ${errorMessage(error)}`);
  }, [error, title, prefix]);
}
