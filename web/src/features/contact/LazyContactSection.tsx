import { Center, Text } from '@mantine/core';
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useNearViewport } from '../../lib/useNearViewport';

type ContactSectionComponent = ComponentType<{ formOnly?: boolean }>;

interface LazyContactSectionProps {
  formOnly?: boolean;
}

/**
 * The contact section sits at the bottom of its pages, so its code (form,
 * validation, mutation) is fetched only when the visitor scrolls near it, not
 * with the first screen. It is loaded from an effect rather than with
 * React.lazy: the server and the hydrating browser both render the fallback,
 * so server rendering never has to abandon a Suspense boundary.
 */
export function LazyContactSection({ formOnly = false }: LazyContactSectionProps) {
  const [Section, setSection] = useState<ContactSectionComponent | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const load = useCallback(() => {
    import('./ContactSection/ContactSection')
      .then((module) => setSection(() => module.ContactSection))
      .catch((error: unknown) => console.error('No se pudo cargar la sección de contacto', error));
  }, []);
  useNearViewport(placeholder, load);

  if (Section) return <Section formOnly={formOnly} />;
  return (
    <Center ref={placeholder} py={64}>
      <Text c="gray.7">Cargando sección de contacto...</Text>
    </Center>
  );
}
