import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { graphql } from '../../gql';
import { CLIENT_FALLBACKS } from './clientFallbacks';

const SiteConfigurationQuery = graphql(/* GraphQL */ `
  query SiteConfiguration {
    siteConfiguration {
      key
      value
    }
  }
`);

export interface SiteConfig {
  /** The effective value of a key; the client fallback or '' when nothing is known. */
  get: (key: string) => string;
  loading: boolean;
}

/**
 * All public configuration, read once: every caller shares the same cached
 * query, so the layout, the home page and the contact section cost one request.
 * The server already applies its defaults; a failed fetch is only logged and
 * the few client fallbacks (or empty strings) apply, as the spec asks.
 */
export function useSiteConfig(): SiteConfig {
  const { data, loading, error } = useQuery(SiteConfigurationQuery);

  useEffect(() => {
    if (error) console.error('No se pudo cargar la configuración del sitio', error);
  }, [error]);

  const values = useMemo(() => {
    const map = new Map<string, string>();
    for (const entry of data?.siteConfiguration ?? []) {
      if (entry.value !== null && entry.value !== undefined) map.set(entry.key, entry.value);
    }
    return map;
  }, [data]);

  const get = useCallback((key: string) => values.get(key) ?? CLIENT_FALLBACKS[key] ?? '', [values]);

  return { get, loading };
}
