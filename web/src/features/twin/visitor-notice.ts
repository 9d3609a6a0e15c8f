import { t } from '@lingui/core/macro';

/** What a twin's visitor is told under the composer: the owner reads twin conversations. */
export const ownerCanRead = (name: string) =>
  t`${name} can read this conversation and may answer what the twin cannot.`;
