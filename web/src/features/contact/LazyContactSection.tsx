import { Center, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useNearViewport } from '../../app/useNearViewport';

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
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useNearViewport(
    placeholder,
    useCallback(() => setNear(true), []),
  );

  useEffect(() => {
    if (!near) return;
    let active = true;
    import('./ContactSection/ContactSection')
      .then((module) => {
        if (active) setSection(() => module.ContactSection);
      })
      .catch((error: unknown) => console.error('No se pudo cargar la sección de contacto', error));
    return () => {
      active = false;
    };
  }, [near]);

  if (Section) return <Section formOnly={formOnly} />;
  return (
    <Center ref={placeholder} py={64}>
      <Text c="gray.7">Cargando sección de contacto...</Text>
    </Center>
  );
}
