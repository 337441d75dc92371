/**
 * The brand and the few configuration defaults the public pages must show even
 * when the configuration request fails (the brand, the spec-named labels, the
 * 'Mi Enfoque' titles). A module of its own because the web app's first load
 * carries it: importing siteConfig.ts (the whole catalogue, ~600 lines of
 * labels and help texts) there would grow every public page.
 */
export const BRAND_NAME = 'Crecer en Familia';

export const ESSENTIAL_DEFAULTS = {
  footer_title: BRAND_NAME,
  footer_subtitle: 'Tu Psicóloga al Rescate',
  footer_location: 'Buenos Aires, Argentina (Atención Online)',
  contact_whatsapp_button_text: 'Agendar Turno por WhatsApp',
  contact_whatsapp_section_title: 'Contacto Directo por WhatsApp',
  about_me_focus_title: 'Mi Enfoque',
  about_me_focus_item1_title: 'Empatía',
  about_me_focus_item2_title: 'Vínculos',
  about_me_focus_item3_title: 'Práctico',
  about_me_focus_item4_title: 'Positivo',
} as const satisfies Record<string, string>;
