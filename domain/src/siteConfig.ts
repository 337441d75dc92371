/**
 * The one catalogue of site configuration keys (public-site.md §3 and admin.md §3).
 *
 * Everything that reads or edits configuration goes through this list: the public
 * query uses `defaultValue` as the fallback when nothing is stored, and the three
 * admin editors build their forms from `label`, `help`, `kind` and `group`. Keeping
 * both concerns in one place means a key can never have a form field without a
 * default, or a default the owner cannot edit.
 */

import { BRAND_NAME, ESSENTIAL_DEFAULTS } from './siteDefaults';

export type ConfigInputKind = 'text' | 'multiline' | 'url' | 'email' | 'phone' | 'image' | 'switch';
export type ConfigEditor = 'general' | 'aboutMe' | 'whatsapp';
export type ConfigGroupId =
  | 'hero'
  | 'features'
  | 'featured'
  | 'benefits'
  | 'testimonial'
  | 'contact'
  | 'social'
  | 'footer'
  | 'pageImages'
  | 'aboutMain'
  | 'aboutFocus'
  | 'aboutCalendar'
  | 'whatsapp'
  | 'newsletterWelcome';

export interface ConfigGroup {
  id: ConfigGroupId;
  title: string;
  editor: ConfigEditor;
}

export interface ConfigKeyDefinition {
  key: string;
  /** Friendly Spanish label shown in the admin. */
  label: string;
  /** Spanish tooltip explaining where the value appears on the site. */
  help: string;
  group: ConfigGroupId;
  kind: ConfigInputKind;
  /** 1..5, only for 'multiline'. */
  rows?: number;
  /** Only for 'image'. */
  imageHint?: string;
  /** Only for 'switch': what the switch says in each position. */
  switchLabels?: { on: string; off: string };
  /** Read by the server only (the welcome e-mail): left out of the public query, so pages never carry it. */
  adminOnly?: true;
  /** The effective value when nothing is stored (null or missing). */
  defaultValue: string | null;
}

/** Order matters: the admin renders groups (and keys within them) in this order. */
export const CONFIG_GROUPS: readonly ConfigGroup[] = [
  { id: 'hero', title: 'Sección principal (portada)', editor: 'general' },
  { id: 'features', title: 'Características', editor: 'general' },
  { id: 'featured', title: 'Contenido destacado', editor: 'general' },
  { id: 'benefits', title: 'Beneficios', editor: 'general' },
  { id: 'testimonial', title: 'Frase inspiradora', editor: 'general' },
  { id: 'contact', title: 'Sección de contacto', editor: 'general' },
  { id: 'social', title: 'Redes sociales y email', editor: 'general' },
  { id: 'footer', title: 'Pie de página', editor: 'general' },
  { id: 'pageImages', title: 'Imágenes para compartir en redes', editor: 'general' },
  { id: 'newsletterWelcome', title: 'Bienvenida a quien se suscribe', editor: 'general' },
  { id: 'aboutMain', title: 'Información principal y textos', editor: 'aboutMe' },
  { id: 'aboutFocus', title: 'Mi Enfoque', editor: 'aboutMe' },
  { id: 'aboutCalendar', title: 'Calendario de turnos', editor: 'aboutMe' },
  { id: 'whatsapp', title: 'Contacto por WhatsApp', editor: 'whatsapp' },
];

const ANY_IMAGE_HINT = 'Máximo 5MB: JPG, PNG, WEBP o GIF.';
/** The About Me texts turn '*así*' into bold when saved (server/src/services/content/sanitize.ts). */
const BOLD_HINT = 'Para resaltar palabras en negrita, escríbelas entre asteriscos, como en WhatsApp: *así*.';
const HERO_IMAGE_HINT = `Recomendado: 1920x1080 px (16:9). ${ANY_IMAGE_HINT}`;
const BENEFITS_IMAGE_HINT = `Recomendado: 1200x800 px (3:2). ${ANY_IMAGE_HINT}`;
const ABOUT_ME_IMAGE_HINT = `Recomendado: 800x1000 px (vertical). ${ANY_IMAGE_HINT}`;

const FEATURE_ITEMS = [
  {
    title: 'Artículos',
    subtitle: 'Lecturas claras y cercanas sobre emociones, límites, comunicación y desarrollo infantil.',
    linkText: 'Leer artículos',
    target: 'la sección de Artículos',
  },
  {
    title: 'Guías',
    subtitle: 'Guías prácticas para descargar, con pasos concretos para los desafíos de todos los días.',
    linkText: 'Ver guías',
    target: 'la sección de Guías',
  },
  {
    title: 'Juegos',
    subtitle: 'Juegos para compartir en familia: conversar, reírse juntos y conocerse un poco más.',
    linkText: 'Jugar en familia',
    target: 'los Juegos en Familia',
  },
  {
    title: 'Sobre Mí',
    subtitle: 'Conoce mi forma de trabajar y agenda una primera consulta online.',
    linkText: 'Conocerme',
    target: 'la página Sobre Mí',
  },
] as const;

const BENEFIT_ITEMS = [
  'Atención online desde cualquier lugar del país',
  'Herramientas prácticas para aplicar en casa desde el primer día',
  'Un espacio de escucha cálido y sin juicios',
  'Acompañamiento para madres, padres, niños y adolescentes',
] as const;

const FOCUS_ITEMS = [
  {
    title: ESSENTIAL_DEFAULTS.about_me_focus_item1_title,
    desc: 'Escucho sin juzgar y busco comprender lo que vive cada integrante de la familia.',
  },
  {
    title: ESSENTIAL_DEFAULTS.about_me_focus_item2_title,
    desc: 'Fortalecemos la conexión entre padres e hijos, la base de cualquier cambio.',
  },
  {
    title: ESSENTIAL_DEFAULTS.about_me_focus_item3_title,
    desc: 'Herramientas concretas y realistas para aplicar en la vida cotidiana.',
  },
  {
    title: ESSENTIAL_DEFAULTS.about_me_focus_item4_title,
    desc: 'Ponemos el foco en los recursos y las fortalezas que tu familia ya tiene.',
  },
] as const;

const ORDINALS = ['1', '2', '3', '4'] as const;

const featureKeys: ConfigKeyDefinition[] = FEATURE_ITEMS.flatMap((item, index) => {
  const n = ORDINALS[index] ?? String(index + 1);
  return [
    {
      key: `home_features_item${n}_title`,
      label: `Tarjeta ${n}: título`,
      help: `Título de la tarjeta ${n} de la sección de características en la página de inicio; enlaza a ${item.target}.`,
      group: 'features',
      kind: 'text',
      defaultValue: item.title,
    },
    {
      key: `home_features_item${n}_subtitle`,
      label: `Tarjeta ${n}: descripción`,
      help: `Texto breve debajo del título de la tarjeta ${n} en la página de inicio.`,
      group: 'features',
      kind: 'multiline',
      rows: 2,
      defaultValue: item.subtitle,
    },
    {
      key: `home_features_item${n}_link_text`,
      label: `Tarjeta ${n}: texto del enlace`,
      help: `Texto del enlace de la tarjeta ${n}, que lleva a ${item.target}.`,
      group: 'features',
      kind: 'text',
      defaultValue: item.linkText,
    },
  ] satisfies ConfigKeyDefinition[];
});

const benefitItemKeys: ConfigKeyDefinition[] = BENEFIT_ITEMS.map((text, index) => {
  const n = ORDINALS[index] ?? String(index + 1);
  return {
    key: `home_benefit_item_${n}`,
    label: `Beneficio ${n}`,
    help: `Punto ${n} de la lista de beneficios en la página de inicio. Si lo dejas vacío, no se muestra.`,
    group: 'benefits',
    kind: 'multiline',
    rows: 2,
    defaultValue: text,
  };
});

const focusItemKeys: ConfigKeyDefinition[] = FOCUS_ITEMS.flatMap((item, index) => {
  const n = ORDINALS[index] ?? String(index + 1);
  return [
    {
      key: `about_me_focus_item${n}_title`,
      label: `Enfoque ${n}: título`,
      help: `Título del recuadro ${n} de la grilla "Mi Enfoque" en la página Sobre Mí.`,
      group: 'aboutFocus',
      kind: 'text',
      defaultValue: item.title,
    },
    {
      key: `about_me_focus_item${n}_desc`,
      label: `Enfoque ${n}: descripción`,
      help: `Descripción breve del recuadro ${n} de la grilla "Mi Enfoque" en la página Sobre Mí.`,
      group: 'aboutFocus',
      kind: 'multiline',
      rows: 3,
      defaultValue: item.desc,
    },
  ] satisfies ConfigKeyDefinition[];
});

export const CONFIG_KEYS: readonly ConfigKeyDefinition[] = [
  // --- General editor -------------------------------------------------------
  {
    key: 'home_hero_title',
    label: 'Título principal',
    help: 'Título grande que se ve al entrar a la página de inicio.',
    group: 'hero',
    kind: 'text',
    defaultValue: 'Acompañando a las familias a crecer juntas',
  },
  {
    key: 'home_hero_subtitle',
    label: 'Subtítulo principal',
    help: 'Texto debajo del título principal de la página de inicio, antes de los botones "Explorar Guías" y "Leer Artículos".',
    group: 'hero',
    kind: 'multiline',
    rows: 3,
    defaultValue:
      'Artículos, guías y juegos para criar con amor, respeto y confianza. Porque cada familia merece sentirse acompañada en cada etapa.',
  },
  {
    key: 'home_hero_main_image_url',
    label: 'Imagen principal',
    help: 'Imagen grande de la sección principal de la página de inicio.',
    group: 'hero',
    kind: 'image',
    imageHint: HERO_IMAGE_HINT,
    defaultValue: null,
  },
  {
    key: 'home_hero_secondary_image_url',
    label: 'Imagen secundaria',
    help: 'Imagen complementaria que acompaña a la imagen principal en la portada.',
    group: 'hero',
    kind: 'image',
    imageHint: HERO_IMAGE_HINT,
    defaultValue: null,
  },
  {
    key: 'home_features_title',
    label: 'Título de la sección',
    help: 'Título que aparece sobre las cuatro tarjetas de características en la página de inicio.',
    group: 'features',
    kind: 'text',
    defaultValue: '¿Cómo puedo ayudarte?',
  },
  {
    key: 'home_features_subtitle',
    label: 'Subtítulo de la sección',
    help: 'Texto breve debajo del título de la sección de características.',
    group: 'features',
    kind: 'multiline',
    rows: 2,
    defaultValue: 'Recursos pensados para acompañarte en la crianza y fortalecer los vínculos en casa.',
  },
  ...featureKeys,
  {
    key: 'home_featured_content_title',
    label: 'Título del carrusel',
    help: 'Título del carrusel de artículos y guías destacados en la página de inicio. El carrusel solo aparece si hay contenido destacado.',
    group: 'featured',
    kind: 'text',
    defaultValue: 'Contenido destacado',
  },
  {
    key: 'home_featured_content_subtitle',
    label: 'Subtítulo del carrusel',
    help: 'Texto breve debajo del título del carrusel de contenido destacado.',
    group: 'featured',
    kind: 'multiline',
    rows: 2,
    defaultValue: 'Una selección de los artículos y guías que más están ayudando a otras familias.',
  },
  {
    key: 'home_benefits_title',
    label: 'Título de beneficios',
    help: 'Título de la sección de beneficios en la página de inicio, junto a la imagen.',
    group: 'benefits',
    kind: 'text',
    defaultValue: 'Un espacio para acompañarte',
  },
  {
    key: 'home_benefits_description',
    label: 'Descripción de beneficios',
    help: 'Párrafo de la sección de beneficios, antes de la lista de puntos.',
    group: 'benefits',
    kind: 'multiline',
    rows: 4,
    defaultValue:
      'La crianza no viene con manual, y no tienes por qué atravesarla en soledad. En la consulta trabajamos en equipo para entender qué está pasando en tu familia y encontrar caminos posibles, a tu ritmo.',
  },
  ...benefitItemKeys,
  {
    key: 'home_benefits_button_text',
    label: 'Texto del botón',
    help: 'Texto del botón de la sección de beneficios, que lleva a la página Sobre Mí.',
    group: 'benefits',
    kind: 'text',
    defaultValue: 'Conoce más sobre mí',
  },
  {
    key: 'home_benefits_section_image_url',
    label: 'Imagen de beneficios',
    help: 'Imagen que acompaña a la sección de beneficios en la página de inicio.',
    group: 'benefits',
    kind: 'image',
    imageHint: BENEFITS_IMAGE_HINT,
    defaultValue: null,
  },
  {
    key: 'home_testimonial_quote',
    label: 'Frase o testimonio',
    help: 'Cita destacada que aparece en la página de inicio, antes de la sección de contacto.',
    group: 'testimonial',
    kind: 'multiline',
    rows: 4,
    defaultValue:
      'Llegamos agotados y sin saber cómo hablar con nuestro hijo. Hoy en casa hay más calma, más escucha y mucho más juego. Gracias por acompañarnos con tanta calidez.',
  },
  {
    key: 'home_testimonial_author',
    label: 'Autor de la frase',
    help: 'Nombre que se muestra debajo de la cita en la página de inicio.',
    group: 'testimonial',
    kind: 'text',
    defaultValue: 'Mariana, mamá de Tomás (8 años)',
  },
  {
    key: 'contact_section_title',
    label: 'Título de contacto',
    help: 'Título de la sección de contacto, al final de la página de inicio.',
    group: 'contact',
    kind: 'text',
    defaultValue: 'Hablemos',
  },
  {
    key: 'contact_section_subtitle',
    label: 'Subtítulo de contacto',
    help: 'Texto debajo del título de la sección de contacto.',
    group: 'contact',
    kind: 'multiline',
    rows: 2,
    defaultValue:
      '¿Tienes una consulta o quieres coordinar una primera entrevista? Escríbeme y te responderé a la brevedad.',
  },
  {
    key: 'contact_form_title',
    label: 'Título del formulario',
    help: 'Título de la tarjeta del formulario de contacto (en la página de inicio y en Sobre Mí).',
    group: 'contact',
    kind: 'text',
    defaultValue: 'Envíame un mensaje',
  },
  {
    key: 'contact_more_ways_title',
    label: 'Título de "otras formas de contacto"',
    help: 'Título del bloque con WhatsApp y redes sociales, junto al formulario de contacto.',
    group: 'contact',
    kind: 'text',
    defaultValue: 'Otras formas de contacto',
  },
  {
    key: 'contact_more_ways_subtitle',
    label: 'Subtítulo de "otras formas de contacto"',
    help: 'Texto breve debajo del título del bloque con WhatsApp y redes sociales.',
    group: 'contact',
    kind: 'multiline',
    rows: 2,
    defaultValue: 'También puedes escribirme por WhatsApp o seguirme en redes sociales.',
  },
  {
    key: 'social_instagram_text',
    label: 'Texto de Instagram',
    help: 'Texto del enlace a Instagram en la sección de contacto.',
    group: 'social',
    kind: 'text',
    defaultValue: 'Sígueme en Instagram',
  },
  {
    key: 'social_instagram_url',
    label: 'Enlace de Instagram',
    help: 'Dirección del perfil de Instagram; se usa en la sección de contacto y en el pie de página.',
    group: 'social',
    kind: 'url',
    defaultValue: 'https://www.instagram.com/crecerenfamilia',
  },
  {
    key: 'social_email_text',
    label: 'Texto del email',
    help: 'Texto del enlace de correo electrónico en la sección de contacto.',
    group: 'social',
    kind: 'text',
    defaultValue: 'Escríbeme por email',
  },
  {
    key: 'social_email_address',
    label: 'Dirección de email',
    help: 'Correo electrónico al que lleva el enlace de email de la sección de contacto.',
    group: 'social',
    kind: 'email',
    defaultValue: 'contacto@crecerenfamilia.com.ar',
  },
  {
    key: 'footer_title',
    label: 'Título del pie de página',
    help: 'Nombre que se muestra en el pie de página de todas las páginas.',
    group: 'footer',
    kind: 'text',
    defaultValue: ESSENTIAL_DEFAULTS.footer_title,
  },
  {
    key: 'footer_subtitle',
    label: 'Subtítulo del pie de página',
    help: 'Frase breve debajo del nombre, en el pie de página.',
    group: 'footer',
    kind: 'text',
    defaultValue: ESSENTIAL_DEFAULTS.footer_subtitle,
  },
  {
    key: 'footer_contact_email',
    label: 'Email del pie de página',
    help: 'Correo de contacto que se muestra en el pie de página.',
    group: 'footer',
    kind: 'email',
    defaultValue: 'contacto@crecerenfamilia.com.ar',
  },
  {
    key: 'footer_location',
    label: 'Ubicación',
    help: 'Ciudad o modalidad de atención que se muestra en el pie de página.',
    group: 'footer',
    kind: 'text',
    defaultValue: ESSENTIAL_DEFAULTS.footer_location,
  },
  {
    key: 'footer_copyright_text',
    label: 'Texto de derechos',
    help: 'Línea final del pie de página. Escribe {year} donde quieras que aparezca el año actual.',
    group: 'footer',
    kind: 'text',
    defaultValue: `© {year} ${BRAND_NAME}. Todos los derechos reservados.`,
  },
  {
    key: 'site_og_image_url',
    label: 'Imagen para compartir (general)',
    help: 'Imagen que aparece al compartir cualquier página del sitio en redes sociales o mensajería.',
    group: 'pageImages',
    kind: 'image',
    imageHint: ANY_IMAGE_HINT,
    defaultValue: null,
  },
  {
    key: 'site_twitter_image_url',
    label: 'Imagen para compartir en X (Twitter)',
    help: 'Imagen de la vista previa al compartir el sitio en X (Twitter).',
    group: 'pageImages',
    kind: 'image',
    imageHint: ANY_IMAGE_HINT,
    defaultValue: null,
  },
  {
    key: 'site_og_image_url_articles',
    label: 'Imagen para compartir artículos',
    help: 'Imagen de la vista previa al compartir la página de Artículos o un artículo sin imagen propia.',
    group: 'pageImages',
    kind: 'image',
    imageHint: ANY_IMAGE_HINT,
    defaultValue: null,
  },
  {
    key: 'site_og_image_url_guides',
    label: 'Imagen para compartir guías',
    help: 'Imagen de la vista previa al compartir la página de Guías o una guía sin imagen propia.',
    group: 'pageImages',
    kind: 'image',
    imageHint: ANY_IMAGE_HINT,
    defaultValue: null,
  },
  {
    key: 'newsletter_welcome_enabled',
    adminOnly: true,
    label: 'Enviar un e-mail de bienvenida al confirmar',
    help: 'Si lo activas, quien confirma su suscripción a los artículos por e-mail recibe este mensaje. No se envía a las direcciones que importas como ya suscritas.',
    group: 'newsletterWelcome',
    kind: 'switch',
    switchLabels: { on: 'Bienvenida activada', off: 'Bienvenida desactivada' },
    // Off until she turns it on: only exactly 'true' sends it.
    defaultValue: 'false',
  },
  {
    key: 'newsletter_welcome_subject',
    adminOnly: true,
    label: 'Asunto del e-mail de bienvenida',
    help: 'El asunto con el que llega el e-mail de bienvenida.',
    group: 'newsletterWelcome',
    kind: 'text',
    defaultValue: `¡Te damos la bienvenida a ${BRAND_NAME}!`,
  },
  {
    key: 'newsletter_welcome_body',
    adminOnly: true,
    label: 'Texto del e-mail de bienvenida',
    help: 'El mensaje de bienvenida. Deja una línea en blanco entre párrafos. Al final se agrega solo el enlace para darse de baja.',
    group: 'newsletterWelcome',
    kind: 'multiline',
    rows: 5,
    defaultValue: [
      'Hola:',
      `Gracias por confirmar tu suscripción. Desde ahora, cada vez que publique un artículo nuevo en ${BRAND_NAME} te llegará por e-mail.`,
      'Escribo sobre crianza, emociones, límites y vínculos en familia, con ideas concretas para aplicar en casa. Mientras tanto, en el sitio puedes leer los artículos anteriores y descargar las guías.',
      'Un abrazo, y gracias por estar del otro lado.',
    ].join('\n\n'),
  },

  // --- About Me editor ------------------------------------------------------
  {
    key: 'about_me_image_url',
    label: 'Foto de perfil',
    help: 'Tu foto en la página Sobre Mí.',
    group: 'aboutMain',
    kind: 'image',
    imageHint: ABOUT_ME_IMAGE_HINT,
    defaultValue: null,
  },
  {
    key: 'about_me_title',
    label: 'Título',
    help: 'Título principal de la página Sobre Mí, junto a tu foto.',
    group: 'aboutMain',
    kind: 'text',
    defaultValue: 'Hola, soy la Lic. Laura Méndez',
  },
  {
    key: 'about_me_subtitle',
    label: 'Subtítulo',
    help: 'Texto debajo del título de la página Sobre Mí, por ejemplo tu especialidad.',
    group: 'aboutMain',
    kind: 'text',
    defaultValue: 'Psicóloga especializada en familia e infancia',
  },
  {
    key: 'about_me_paragraph1',
    label: 'Párrafo 1',
    help: `Primer párrafo de presentación en la página Sobre Mí. ${BOLD_HINT}`,
    group: 'aboutMain',
    kind: 'multiline',
    rows: 5,
    defaultValue:
      'Soy psicóloga, egresada de la Universidad de Buenos Aires, y hace más de quince años que acompaño a familias, niños y adolescentes. Me especialicé en <strong>psicología infantil y vincular</strong>, y cada día confirmo que los pequeños cambios en casa pueden generar grandes transformaciones.',
  },
  {
    key: 'about_me_paragraph2',
    label: 'Párrafo 2',
    help: `Segundo párrafo de presentación en la página Sobre Mí. ${BOLD_HINT}`,
    group: 'aboutMain',
    kind: 'multiline',
    rows: 5,
    defaultValue:
      'Sé que criar es hermoso y, a la vez, agotador. Por eso mi consultorio es un espacio <strong>sin juicios</strong>, donde madres, padres y cuidadores pueden poner en palabras lo que les preocupa y descubrir nuevas formas de acompañar a sus hijos.',
  },
  {
    key: 'about_me_paragraph3',
    label: 'Párrafo 3',
    help: `Tercer párrafo de presentación en la página Sobre Mí. ${BOLD_HINT}`,
    group: 'aboutMain',
    kind: 'multiline',
    rows: 5,
    defaultValue:
      'Atiendo de forma <strong>online</strong> a familias de toda la Argentina y de otros países de habla hispana. Además de la consulta, escribo artículos y guías prácticas para que tengas herramientas a mano cuando más las necesitas.',
  },
  {
    key: 'about_me_highlight_paragraph',
    label: 'Párrafo destacado',
    help: `Frase resaltada que cierra la presentación en la página Sobre Mí. ${BOLD_HINT}`,
    group: 'aboutMain',
    kind: 'multiline',
    rows: 3,
    defaultValue:
      'Creo profundamente que <strong>no existen familias perfectas, sino familias que eligen crecer juntas</strong>. Si estás leyendo esto, ya diste el primer paso.',
  },
  {
    key: 'about_me_focus_title',
    label: 'Título de la sección',
    help: 'Título de la grilla de cuatro recuadros sobre tu forma de trabajar, en la página Sobre Mí.',
    group: 'aboutFocus',
    kind: 'text',
    defaultValue: ESSENTIAL_DEFAULTS.about_me_focus_title,
  },
  ...focusItemKeys,
  {
    key: 'about_me_calendar_title',
    label: 'Título del calendario',
    help: 'Título que aparece sobre el calendario para reservar turnos en la página Sobre Mí.',
    group: 'aboutCalendar',
    kind: 'text',
    defaultValue: 'Agenda tu consulta',
  },
  {
    key: 'about_me_calendar_url',
    label: 'Enlace del calendario',
    help: 'Dirección para insertar tu agenda de turnos (por ejemplo, la página de citas de Google Calendar). Si queda vacía, se muestra un aviso en su lugar.',
    group: 'aboutCalendar',
    kind: 'url',
    defaultValue: 'https://calendar.google.com/calendar/appointments/schedules/demo?gv=true',
  },
  {
    key: 'about_me_show_calendar',
    label: 'Mostrar calendario',
    help: 'Activa o desactiva el calendario para reservar turnos en la página Sobre Mí.',
    group: 'aboutCalendar',
    kind: 'switch',
    switchLabels: { on: 'Calendario Visible', off: 'Calendario Oculto' },
    // The public page treats exactly 'true' as visible, so the default is the string, not a boolean.
    defaultValue: 'true',
  },

  // --- WhatsApp editor ------------------------------------------------------
  {
    key: 'contact_whatsapp_number',
    label: 'Número de WhatsApp',
    help: 'Número completo con código de país',
    group: 'whatsapp',
    kind: 'phone',
    defaultValue: '+54 9 11 5555-0000',
  },
  {
    key: 'contact_whatsapp_button_text',
    label: 'Texto del botón',
    help: 'Texto del botón que abre una conversación de WhatsApp en la sección de contacto.',
    group: 'whatsapp',
    kind: 'text',
    defaultValue: ESSENTIAL_DEFAULTS.contact_whatsapp_button_text,
  },
  {
    key: 'contact_whatsapp_message',
    label: 'Mensaje predefinido',
    help: 'Mensaje que aparece ya escrito en WhatsApp cuando alguien toca el botón. La persona puede editarlo antes de enviarlo.',
    group: 'whatsapp',
    kind: 'multiline',
    rows: 3,
    defaultValue:
      '¡Hola, Laura! Me gustaría agendar una primera sesión de tratamiento. ¿Me podrías indicar qué días y horarios tienes disponibles? ¡Gracias!',
  },
  {
    key: 'contact_whatsapp_section_title',
    label: 'Título de la tarjeta',
    help: 'Título de la tarjeta de contacto directo por WhatsApp en la sección de contacto.',
    group: 'whatsapp',
    kind: 'text',
    defaultValue: ESSENTIAL_DEFAULTS.contact_whatsapp_section_title,
  },
  {
    key: 'contact_whatsapp_section_text',
    label: 'Texto de la tarjeta',
    help: 'Texto breve de la tarjeta de WhatsApp, antes del botón.',
    group: 'whatsapp',
    kind: 'multiline',
    rows: 3,
    defaultValue:
      '¿Prefieres una respuesta más rápida? Escríbeme por WhatsApp y coordinamos juntos el mejor día y horario para tu primera consulta.',
  },
];

const KEY_INDEX: ReadonlyMap<string, ConfigKeyDefinition> = new Map(CONFIG_KEYS.map((def) => [def.key, def]));

const GROUP_EDITOR: ReadonlyMap<ConfigGroupId, ConfigEditor> = new Map(CONFIG_GROUPS.map((g) => [g.id, g.editor]));

export function findConfigKey(key: string): ConfigKeyDefinition | undefined {
  return KEY_INDEX.get(key);
}

/** Keys edited on one admin screen, in catalogue order (which the form follows). */
export function keysForEditor(editor: ConfigEditor): ConfigKeyDefinition[] {
  return CONFIG_KEYS.filter((def) => GROUP_EDITOR.get(def.group) === editor);
}
