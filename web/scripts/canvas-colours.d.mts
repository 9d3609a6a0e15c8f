/** The design tokens' page background in each theme (web/scripts/canvas-colours.mjs). */
export declare function canvasColours(): { light: string; dark: string };
