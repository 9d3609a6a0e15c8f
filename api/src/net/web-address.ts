/**
 * An address a person points Duet at (a model's server, a tool server): http or https, with no user
 * or password written into it (those go in their own fields, kept encrypted). Where it may lead is
 * the safe fetcher's question (net/address-policy.ts), asked when Duet fetches it.
 */
import { said } from '../words/said.js';

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const WEB_ADDRESS_MESSAGE = said(
  /*i18n*/ {
    id: 'error.net.web-address',
    message: 'Enter the address as http:// or https://… (no user or password in it)',
  },
);
