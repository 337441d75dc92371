/**
 * The server owns the configuration defaults and returns effective values.
 * These few texts only cover a failed configuration request, so that the
 * brand, the spec-named labels and the 'Mi Enfoque' titles never go blank.
 */
export const CLIENT_FALLBACKS: Readonly<Record<string, string>> = {
  footer_title: 'Crecer en Familia',
  footer_subtitle: 'Tu Psicóloga al Rescate',
  footer_location: 'Buenos Aires, Argentina (Atención Online)',
  contact_whatsapp_button_text: 'Agendar Turno por WhatsApp',
  contact_whatsapp_section_title: 'Contacto Directo por WhatsApp',
  about_me_focus_title: 'Mi Enfoque',
  about_me_focus_item1_title: 'Empatía',
  about_me_focus_item2_title: 'Vínculos',
  about_me_focus_item3_title: 'Práctico',
  about_me_focus_item4_title: 'Positivo',
};
