/**
 * A choice kept on this device in a cookie the server reads too (the theme, the language): for as
 * long as a browser keeps a cookie (400 days), on every path, sent with same-site requests only.
 */
const MAX_AGE_SECONDS = 400 * 24 * 3600;

/** Writes `name` (null: deletes it). */
export function writeDeviceCookie(name: string, value: string | null): void {
  const secureCookie = window.location.protocol === 'https:' ? '; secure' : '';
  const valueCookie = `${name}=${value === null ? '' : encodeURIComponent(value)}`;
  const lifeCookie = value === null ? 'max-age=0' : `max-age=${MAX_AGE_SECONDS}`;
  const wholeCookie = `${valueCookie}; path=/; ${lifeCookie}; samesite=lax${secureCookie}`;
  document.cookie = wholeCookie;
}

/** The value of `name` on this device, or null. */
export function readDeviceCookie(name: string): string | null {
  const value = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];
  return value ? decodeURIComponent(value) : null;
}
