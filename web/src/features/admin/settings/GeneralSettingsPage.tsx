import { SettingsEditor } from './SettingsEditor';

export function GeneralSettingsPage() {
  return <SettingsEditor key="general" editor="general" />;
}
