import type { ConfigEditor } from '@crecer/domain/siteConfig';

export interface EditorCopy {
  title: string;
  description: string;
  loadErrorTitle: string;
  savedTitle: string;
  savedMessage: string;
}

/** The spec's wording per settings screen (titles and toasts). */
export const EDITOR_COPY: Record<ConfigEditor, EditorCopy> = {
  general: {
    title: 'Configuración General',
    description: 'Textos, imágenes y enlaces de la página de inicio, el contacto y el pie de página.',
    loadErrorTitle: 'Error al cargar configuración',
    savedTitle: 'Configuración guardada',
    savedMessage: 'Los cambios en el sitio han sido guardados.',
  },
  aboutMe: {
    title: 'Página Sobre Mí',
    description: 'Tu presentación, tu enfoque de trabajo y el calendario de turnos.',
    loadErrorTitle: 'Error al cargar configuración de "Sobre Mí"',
    savedTitle: 'Configuración "Sobre Mí" guardada',
    savedMessage: 'Los cambios han sido guardados.',
  },
  whatsapp: {
    title: 'Configuración WhatsApp',
    description: 'El botón y la tarjeta de contacto directo por WhatsApp.',
    loadErrorTitle: 'Error al cargar configuración de WhatsApp',
    savedTitle: 'Configuración de WhatsApp guardada',
    savedMessage: 'Los cambios han sido guardados.',
  },
};
