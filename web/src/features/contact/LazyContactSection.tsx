import { Center, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ComponentType } from 'react';

type ContactSectionComponent = ComponentType<{ formOnly?: boolean }>;

interface LazyContactSectionProps {
  formOnly?: boolean;
}

/** How far below the screen the section starts loading, so it is ready by the time she scrolls to it. */
const PRELOAD_MARGIN = '1000px 0px';

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

  useEffect(() => {
    let active = true;
    const load = () =>
      import('./ContactSection/ContactSection')
        .then((module) => {
          if (active) setSection(() => module.ContactSection);
        })
        .catch((error: unknown) => console.error('No se pudo cargar la sección de contacto', error));
    const target = placeholder.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        active = false;
      };
    }
    // The first callback reports the current position, so a section already near the screen loads at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, []);

  if (Section) return <Section formOnly={formOnly} />;
  return (
    <Center ref={placeholder} py={64}>
      <Text c="gray.7">Cargando sección de contacto...</Text>
    </Center>
  );
}
