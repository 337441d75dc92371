import { SettingsEditor } from './SettingsEditor';

export function WhatsAppSettingsPage() {
  return <SettingsEditor key="whatsapp" editor="whatsapp" />;
}
