import { appFrame } from './app-frame';
import { chat } from './chat';
import { pagesAndSettings } from './pages-and-settings';
import { primitives } from './primitives';
import { profile } from './profile';
import type { NotesByTitle } from './types';

export type { ComponentNotes, NotesByTitle } from './types';

/** Every component's notes by its story title; notes.test.ts checks that none is missing. */
export const componentNotes: NotesByTitle = { ...primitives, ...appFrame, ...chat, ...profile, ...pagesAndSettings };
