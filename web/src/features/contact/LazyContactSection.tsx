import { Center, Text } from '@mantine/core';
import { useEffect, useState, type ComponentType } from 'react';

type ContactSectionComponent = ComponentType<{ formOnly?: boolean }>;

interface LazyContactSectionProps {
  formOnly?: boolean;
}

/**
 * The contact section sits at the bottom of its pages, so its code (form,
 * validation, mutation) loads after the first screen. It is fetched after
 * mount rather than with React.lazy: the server and the hydrating browser both
 * render the fallback, so server rendering never has to abandon a Suspense boundary.
 */
export function LazyContactSection({ formOnly = false }: LazyContactSectionProps) {
  const [Section, setSection] = useState<ContactSectionComponent | null>(null);

  useEffect(() => {
    let active = true;
    import('./ContactSection/ContactSection')
      .then((module) => {
        if (active) setSection(() => module.ContactSection);
      })
      .catch((error: unknown) => console.error('No se pudo cargar la sección de contacto', error));
    return () => {
      active = false;
    };
  }, []);

  if (Section) return <Section formOnly={formOnly} />;
  return (
    <Center py={64}>
      <Text c="gray.7">Cargando sección de contacto...</Text>
    </Center>
  );
}
