/**
 * A browser's user-agent string in a few words for the audit log (AuditLogSection.tsx): "Chrome on
 * Linux", or the first product token ("curl/8.5.0") when the browser is not one it knows.
 */
import { t } from '@lingui/core/macro';

/** A browser or system by its product name (the same in every language), the first whose rule matches. */
type Product = { rule: RegExp; productName: string };

const BROWSERS: ReadonlyArray<Product> = [
  { rule: /\bEdg(e|A|iOS)?\//, productName: 'Edge' },
  { rule: /\bOPR\//, productName: 'Opera' },
  { rule: /\b(Firefox|FxiOS)\//, productName: 'Firefox' },
  { rule: /\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, productName: 'Chrome' },
  { rule: /\bVersion\/[\d.]+.*\bSafari\//, productName: 'Safari' },
];

const SYSTEMS: ReadonlyArray<Product> = [
  { rule: /\bAndroid\b/, productName: 'Android' },
  { rule: /\b(iPhone|iPad|iPod)\b/, productName: 'iOS' },
  { rule: /\bCrOS\b/, productName: 'ChromeOS' },
  { rule: /\bWindows\b/, productName: 'Windows' },
  { rule: /\bMac OS X\b|\bMacintosh\b/, productName: 'macOS' },
  { rule: /\bLinux\b/, productName: 'Linux' },
];

const first = (ua: string, list: ReadonlyArray<Product>) => list.find(({ rule }) => rule.test(ua))?.productName;

export function shortUserAgent(ua: string): string {
  const text = ua.trim();
  const browser = first(text, BROWSERS);
  const system = first(text, SYSTEMS);
  if (browser) return system ? t`${browser} on ${system}` : browser;
  // Not a browser it knows: its first product token ("name/version"), else its first word.
  const token = /^[^/()]+\/[^\s()]+/.exec(text)?.[0] ?? text.split(/\s+/)[0] ?? '';
  return token.length > 40 ? `${token.slice(0, 40)}…` : token;
}
