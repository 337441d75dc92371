import { SettingsEditor } from './SettingsEditor';

export function AboutMeSettingsPage() {
  return <SettingsEditor key="aboutMe" editor="aboutMe" />;
}
