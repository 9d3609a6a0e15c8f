/**
 * What a component's docs page says beyond its props (rendered by .storybook/DocsPage.tsx): when to
 * use it, when something else fits better, and what keyboard and screen-reader users get.
 */
export interface ComponentNotes {
  /** When to reach for it. */
  use: string;
  /** When not to, and what to use instead. */
  avoid: string;
  /** The keys it answers to. */
  keyboard: string;
  /** What a screen reader announces. */
  screenReader: string;
}

/** Notes by the story title of the component (`Primitives/Button`). */
export type NotesByTitle = Record<string, ComponentNotes>;
