/**
 * Why a fetch on a person's behalf was refused or failed: a machine code the caller can branch on and
 * a message in plain words a person can read (shown as a document's or a tool call's failure reason).
 */

export type SafeFetchErrorCode =
  /** Not a URL at all. */
  | 'invalid_url'
  /** Not http or https. */
  | 'unsupported_scheme'
  /** user:password@ in the address. */
  | 'credentials_in_url'
  /** A port other than 80 or 443 on a host the operator did not allow. */
  | 'port_not_allowed'
  /** Loopback, private, link-local, CGNAT, metadata, reserved…: not the public internet. */
  | 'blocked_address'
  /** The name does not resolve. */
  | 'host_not_found'
  /** Connection refused, reset, TLS failure… */
  | 'network_error'
  /** More redirects than allowed, or a redirect without a usable Location. */
  | 'too_many_redirects'
  | 'bad_redirect'
  /** The answer was not 2xx (the error's `status` says which). */
  | 'http_error'
  /** Not HTML, text or PDF. */
  | 'unsupported_type'
  /** A Content-Encoding Duet does not decode. */
  | 'unsupported_encoding'
  /** Past the byte cap (announced or counted). */
  | 'too_large'
  /** Past the time cap. */
  | 'timeout'
  /** The caller's signal ended it. */
  | 'aborted';

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    /** The HTTP status, for http_error. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

/** 10 MB, 1.5 MB, 900 KB, 12 bytes: caps as a person reads them (binary units, named the usual way). */
export function formatBytes(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024 * 1024, 'GB'],
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, name] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${name}`;
  }
  return `${bytes} bytes`;
}

/** 15 seconds, 1.5 seconds, 200 ms. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Number((ms / 1000).toFixed(1));
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

/**
 * A sentence with a time limit in it, as formatDuration writes the limit, marked whole for the
 * catalogs (words/said.ts): `inSeconds` for the usual "15 seconds", so that its unit is translated
 * with it; `written` for "1 second" or "200 ms".
 */
export function withDuration(
  ms: number,
  inSeconds: (seconds: number) => string,
  written: (duration: string) => string,
): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return ms >= 1000 && seconds !== 1 ? inSeconds(seconds) : written(formatDuration(ms));
}
