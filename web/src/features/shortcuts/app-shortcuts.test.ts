import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isTextEntry, SHORTCUT_KEYS, shortcutOf, type ShortcutAction } from './app-shortcuts';
import { SHORTCUT_GROUPS } from './shortcut-groups';

// Node has no DOM: the element classes isTextEntry tells apart, as small stand-ins.
class PlainElement extends EventTarget {
  isContentEditable = false;
}
class Input extends PlainElement {
  constructor(readonly type = 'text') {
    super();
  }
}
class TextArea extends PlainElement {}
class Select extends PlainElement {}
beforeAll(() => {
  vi.stubGlobal('HTMLElement', PlainElement);
  vi.stubGlobal('HTMLInputElement', Input);
  vi.stubGlobal('HTMLTextAreaElement', TextArea);
  vi.stubGlobal('HTMLSelectElement', Select);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const press = (init: Partial<KeyboardEvent>) =>
  ({
    key: '',
    code: '',
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    isComposing: false,
    target: null,
    ...init,
  }) as KeyboardEvent;
const editable = () => Object.assign(new PlainElement(), { isContentEditable: true });

describe('shortcutOf', () => {
  it('opens search with Ctrl+K or ⌘K', () => {
    expect(shortcutOf(press({ key: 'k', code: 'KeyK', ctrlKey: true }))).toBe('search');
    expect(shortcutOf(press({ key: 'k', code: 'KeyK', metaKey: true }))).toBe('search');
  });

  it('starts a new chat with Ctrl+Shift+O or ⌘⇧O', () => {
    expect(shortcutOf(press({ key: 'O', code: 'KeyO', ctrlKey: true, shiftKey: true }))).toBe('newChat');
    expect(shortcutOf(press({ key: 'O', code: 'KeyO', metaKey: true, shiftKey: true }))).toBe('newChat');
  });

  it("leaves the browser's own combinations alone", () => {
    expect(shortcutOf(press({ key: 'o', code: 'KeyO', ctrlKey: true }))).toBeNull();
    expect(shortcutOf(press({ key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutOf(press({ key: 'k', code: 'KeyK', ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutOf(press({ key: 'k', code: 'KeyK' }))).toBeNull();
  });

  it('finds the letter by its position on a keyboard that is not Latin', () => {
    expect(shortcutOf(press({ key: 'л', code: 'KeyK', ctrlKey: true }))).toBe('search');
    expect(shortcutOf(press({ key: 'Щ', code: 'KeyO', ctrlKey: true, shiftKey: true }))).toBe('newChat');
  });

  it('does nothing while a character is being composed (input methods)', () => {
    expect(shortcutOf(press({ key: 'k', code: 'KeyK', ctrlKey: true, isComposing: true }))).toBeNull();
  });

  it('shows help on ? outside a text field', () => {
    expect(shortcutOf(press({ key: '?', shiftKey: true, target: null }))).toBe('help');
    expect(shortcutOf(press({ key: '?', shiftKey: true, target: new Input('checkbox') }))).toBe('help');
    expect(shortcutOf(press({ key: '?', ctrlKey: true }))).toBeNull();
  });

  it('types a question mark in a text field', () => {
    for (const target of [new TextArea(), new Input('text'), new Input('search'), editable()]) {
      expect(shortcutOf(press({ key: '?', shiftKey: true, target }))).toBeNull();
    }
  });
});

describe('isTextEntry', () => {
  it('is where typing writes text', () => {
    expect(isTextEntry(new TextArea())).toBe(true);
    expect(isTextEntry(new Select())).toBe(true);
    expect(isTextEntry(new Input('email'))).toBe(true);
    expect(isTextEntry(editable())).toBe(true);
  });

  it('is not a button-like input, a plain element, or nothing', () => {
    for (const type of ['button', 'checkbox', 'radio', 'range', 'submit', 'file']) {
      expect(isTextEntry(new Input(type)), type).toBe(false);
    }
    expect(isTextEntry(new PlainElement())).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});

describe('the shortcuts listed', () => {
  /** The keydown a person makes by pressing these keys (Mod as Ctrl). */
  const pressed = (keys: readonly string[]) =>
    press({
      ctrlKey: keys.includes('Mod'),
      shiftKey: keys.includes('Shift') || keys.includes('?'),
      key: keys.at(-1)!,
      code: /^[A-Z]$/.test(keys.at(-1)!) ? `Key${keys.at(-1)}` : '',
    });

  it('are the keys that are handled', () => {
    for (const [action, keys] of Object.entries(SHORTCUT_KEYS)) {
      expect(shortcutOf(pressed(keys)), action).toBe(action as ShortcutAction);
    }
  });

  it('all appear in the keyboard shortcuts dialog', () => {
    const listed = SHORTCUT_GROUPS.flatMap((group) => group.shortcuts.map((s) => s.keys.join('+')));
    for (const keys of Object.values(SHORTCUT_KEYS)) expect(listed).toContain(keys.join('+'));
  });
});
