/** What a twin's visitor is told under the composer: the owner reads twin conversations. */
export const ownerCanRead = (name: string) => `${name} can read this conversation and may answer what the twin cannot.`;
