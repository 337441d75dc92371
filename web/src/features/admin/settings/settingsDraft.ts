/**
 * The settings editors' bookkeeping: a snapshot of what is saved, the working
 * copy the owner edits, pending image changes, and the list of changes to send
 * (only what differs, spec §5).
 */
import type { SiteConfigChange } from '../gql/graphql';

export type SettingValues = Record<string, string>;

/** A new image chosen for a key, or the current one marked for removal. */
export type PendingImage = { kind: 'file'; file: File } | { kind: 'remove' };
export type PendingImages = Record<string, PendingImage>;

export interface LoadedEntry {
  key: string;
  effectiveValue?: string | null;
}

/** What the owner sees for each key: the value that applies on the site ('' when none). */
export function snapshotFrom(keys: readonly string[], entries: readonly LoadedEntry[]): SettingValues {
  const byKey = new Map(entries.map((entry) => [entry.key, entry.effectiveValue ?? '']));
  return Object.fromEntries(keys.map((key) => [key, byKey.get(key) ?? '']));
}

export function isDraftDirty(snapshot: SettingValues, working: SettingValues, pending: PendingImages): boolean {
  if (Object.keys(pending).length > 0) return true;
  return Object.keys(working).some((key) => working[key] !== snapshot[key]);
}

/** Only changed entries: new text values, new image files, and null for removed images (the default applies again). */
export function changesToSave(
  snapshot: SettingValues,
  working: SettingValues,
  pending: PendingImages,
): SiteConfigChange[] {
  const changes: SiteConfigChange[] = [];
  for (const key of Object.keys(working)) {
    const image = pending[key];
    if (image?.kind === 'file') changes.push({ key, image: image.file });
    else if (image?.kind === 'remove') changes.push({ key, value: null });
    else if (working[key] !== snapshot[key]) changes.push({ key, value: working[key] ?? '' });
  }
  return changes;
}

/** The text values that differ from the snapshot: what a browser draft of the editor keeps. */
export function changedTexts(snapshot: SettingValues, working: SettingValues): SettingValues {
  return Object.fromEntries(Object.entries(working).filter(([key, value]) => value !== snapshot[key]));
}

/** The entries of a recovered draft for keys this editor still has (keys can leave the catalogue). */
export function pickKnown(current: SettingValues, draft: SettingValues): SettingValues {
  return Object.fromEntries(Object.entries(draft).filter(([key]) => key in current));
}
