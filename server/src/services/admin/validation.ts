import { validationError, type FieldError } from '../errors';

/** Collects field errors and throws them together, so the form can show them all at once. */
export class FieldErrors {
  private readonly errors: FieldError[] = [];

  add(field: string, message: string): void {
    this.errors.push({ field, message });
  }

  check(condition: boolean, field: string, message: string): void {
    if (!condition) this.add(field, message);
  }

  throwIfAny(): void {
    if (this.errors.length > 0) throw validationError(this.errors);
  }
}

export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/** Only http(s) links are stored, so no javascript: URL can reach a page. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
