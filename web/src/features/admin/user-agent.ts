/**
 * A browser's user-agent string in a few words for the audit log (AuditLogSection.tsx): "Chrome on
 * Linux", or the first product token ("curl/8.5.0") when the browser is not one it knows.
 */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, list: ReadonlyArray<[RegExp, string]>) => list.find(([rule]) => rule.test(ua))?.[1];

export function shortUserAgent(ua: string): string {
  const text = ua.trim();
  const browser = first(text, BROWSERS);
  const system = first(text, SYSTEMS);
  if (browser) return system ? `${browser} on ${system}` : browser;
  // Not a browser it knows: its first product token ("name/version"), else its first word.
  const token = /^[^/()]+\/[^\s()]+/.exec(text)?.[0] ?? text.split(/\s+/)[0] ?? '';
  return token.length > 40 ? `${token.slice(0, 40)}…` : token;
}
