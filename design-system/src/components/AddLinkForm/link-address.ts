import { t } from '@lingui/core/macro';

/** What a person typed as a web page's address: the address to add, or what to fix, in plain words. */
export type LinkCheck = { ok: true; url: string } | { ok: false; message: string };

/** Trims what was typed and takes only a full web address (http or https). */
export function checkLinkAddress(typed: string): LinkCheck {
  const value = typed.trim();
  if (!value) return { ok: false, message: t`Enter the address of a web page.` };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: t`Enter the page’s full address, starting with https://` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: t`Only web pages can be added: an address starting with https:// or http://` };
  }
  return { ok: true, url: value };
}
