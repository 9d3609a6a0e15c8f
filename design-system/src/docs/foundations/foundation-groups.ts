/** Which groups of tokens.css each Foundations story shows (token-source.test.ts: every group, once). */
export const foundationGroups = {
  Colour: ['Neutral colours', 'Accents', 'Status', 'Code'],
  Typography: ['Type'],
  Space: ['Space'],
  Sizes: ['Sizes'],
  Radius: ['Radius'],
  Elevation: ['Shadows'],
  Focus: ['Focus'],
  Motion: ['Motion'],
  Layers: ['Layers'],
} as const satisfies Record<string, readonly string[]>;

export type Foundation = keyof typeof foundationGroups;
