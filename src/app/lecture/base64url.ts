/**
 * UTF-8 text as base64url (RFC 4648 §5, no padding): the alphabet needs no percent-encoding in a
 * query, so a lecture survives being pasted into mail, chat and slides unchanged.
 */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text back, or null when `code` is not base64url of UTF-8 text (never throws). */
export function fromBase64Url(code: string): string | null {
  // A length of 4k + 1 leaves six bits of a byte: no encoder writes it.
  if (!/^[A-Za-z0-9_-]*$/.test(code) || code.length % 4 === 1) return null;
  const padded =
    code.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (code.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
