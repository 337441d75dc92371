/**
 * SMTP servers name the recipient in their refusals ("550 <ana@example.com>:
 * mailbox unavailable"). Subscribers' addresses are kept out of logs and of
 * stored errors, so error texts pass through this first.
 */
const ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+/g;

export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, '[dirección]');
}

/** An error's message, addresses blanked, cut to what a log line or a column holds. */
export function errorText(error: unknown, max = 500): string {
  return withoutAddresses(error instanceof Error ? error.message : String(error)).slice(0, max);
}
