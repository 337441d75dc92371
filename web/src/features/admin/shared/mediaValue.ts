/**
 * The state of one file field of a form: what the record already has, a newly
 * chosen file, and whether the owner asked to remove the current one.
 */
export interface MediaValue {
  existingUrl: string | null;
  file: File | null;
  remove: boolean;
}

export function mediaFromUrl(url: string | null | undefined): MediaValue {
  return { existingUrl: url ?? null, file: null, remove: false };
}

/** Whether the record will have a file after saving. */
export function hasMedia(value: MediaValue): boolean {
  return value.file !== null || (value.existingUrl !== null && !value.remove);
}

export function chooseFile(value: MediaValue, file: File): MediaValue {
  return { ...value, file, remove: false };
}

export function removeMedia(value: MediaValue): MediaValue {
  return { ...value, file: null, remove: value.existingUrl !== null };
}

/** Only the stored file needs an explicit removal; a new file replaces it anyway. */
export function shouldRemove(value: MediaValue): boolean {
  return value.remove && value.file === null;
}
