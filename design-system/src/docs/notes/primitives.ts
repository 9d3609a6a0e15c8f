import type { NotesByTitle } from './types';

export const primitives: NotesByTitle = {
  'Primitives/Avatar': {
    use: 'A person or a twin wherever they are named: lists, headers, messages. Initials stand in when there is no picture.',
    avoid: 'Decorative pictures or photos of things: use an image. The owner changing their picture: AvatarEditor.',
    keyboard: 'Not focusable; it is a picture.',
    screenReader: 'The person’s name as the image’s label; nothing more when the name is already written beside it.',
  },
  'Primitives/Button': {
    use: 'An action on this page: send, save, open a dialog. One primary button per view, the thing to do next.',
    avoid:
      'Going to another page: use a link. An action with only an icon: IconButton. A destructive action that needs a second thought: ConfirmButton.',
    keyboard: 'Tab reaches it; Enter and Space press it. Disabled and loading buttons cannot be pressed.',
    screenReader: '“Save, button”. While loading it is busy (aria-busy) and disabled, so it is not pressed twice.',
  },
  'Primitives/Chip': {
    use: 'Short values that belong to something: interests, skills, an attached file. Removable when it has onRemove.',
    avoid: 'A state or a count (New, 3 new): use Tag or CountBadge. A choice between options: Switch or radios.',
    keyboard: 'The remove button (when present) is reached by Tab and pressed with Enter or Space.',
    screenReader: 'Its text; the remove button says which chip it removes (“Remove Poetry”).',
  },
  'Primitives/CopyButton': {
    use: 'Copying a value the person will paste elsewhere: a share link, an embed line, an answer.',
    avoid: 'Copy hidden behind other actions; anything secret that should not be on the clipboard.',
    keyboard: 'Tab, then Enter or Space copies.',
    screenReader: 'Its label, then “Copied” from a polite live region for two seconds.',
  },
  'Primitives/CountBadge': {
    use: 'A number of unread or new things on a nav entry or the bell; “9+” above the maximum.',
    avoid: 'Zero (it renders nothing), or words: use Tag.',
    keyboard: 'Not focusable.',
    screenReader: 'A label that says the number and what it counts, not only the figure.',
  },
  'Primitives/Dialog': {
    use: 'A short task that needs full attention and comes back to the page: rename, settings, a confirmation.',
    avoid: 'Long flows or whole pages (use a route), a hint (Tooltip), a list of actions (DropdownMenu).',
    keyboard: 'Focus moves inside and stays there; Escape closes; on close focus returns where it was.',
    screenReader: 'A dialog named by its title and described by its description; the page behind is hidden from it.',
  },
  'Primitives/DropdownMenu': {
    use: 'A few actions or options behind one trigger: the account menu, a thread’s actions, the model.',
    avoid: 'Navigation between pages (links in the Sidebar or SectionNav), or more than about ten entries.',
    keyboard: 'Enter, Space or ArrowDown opens; arrows move; Home and End jump; typing finds an item; Escape closes.',
    screenReader: '“Menu” named by its trigger, then each “menu item” (or checked radio item) as focus moves.',
  },
  'Primitives/EmptyState': {
    use: 'A list or page that has nothing yet, or failed: say why and offer the next step.',
    avoid: 'Loading (LoadingState) or an error beside a field (the field’s error).',
    keyboard: 'Only its action, if it has one, is focusable.',
    screenReader: 'The title as text, the description, then the action.',
  },
  'Primitives/IconButton': {
    use: 'A frequent action in tight places whose icon is well known: close, more, copy, the sidebar toggle.',
    avoid: 'An action whose icon is not obvious: use Button with text.',
    keyboard: 'Tab, then Enter or Space.',
    screenReader: 'Its required label (“Close”), as the icon says nothing.',
  },
  'Primitives/LoadingState': {
    use: 'A page or a panel waiting for its data.',
    avoid: 'A button waiting for its action (Button loading) or a step of an answer (ChatPhaseIndicator).',
    keyboard: 'Not focusable.',
    screenReader: '“Loading...” from a polite status region, once.',
  },
  'Primitives/PasswordField': {
    use: 'Every password: sign-in, sign-up, confirming it is you.',
    avoid: 'Other secrets that should never be shown again (an API key once saved).',
    keyboard: 'Tab to the field, Tab to “Show password”; Enter or Space toggles it.',
    screenReader: 'The field’s label; the toggle is a pressed or not-pressed button, so its state is heard.',
  },
  'Primitives/Spinner': {
    use: 'Something is on its way and the wait is short, inside a control or next to text.',
    avoid: 'A whole page waiting (LoadingState) or progress that can be measured (a progress bar).',
    keyboard: 'Not focusable.',
    screenReader: 'Its label (“Loading”), or nothing when the label is empty because the text beside it says it.',
  },
  'Primitives/Switch': {
    use: 'A setting that takes effect at once: on or off.',
    avoid: 'A choice saved with a form’s button (use a checkbox) or more than two options (radios, ThemeChoice).',
    keyboard: 'Tab reaches it; Space toggles it.',
    screenReader: '“Switch, on” or “off”, with its label and its hint.',
  },
  'Primitives/Tag': {
    use: 'A short status on an item: New, High, Urgent, 3 new.',
    avoid: 'Values the person chose (Chip) or a pure number on navigation (CountBadge).',
    keyboard: 'Not focusable.',
    screenReader: 'Its text, read with the item it belongs to.',
  },
  'Primitives/TextArea': {
    use: 'Text of more than one line: a bio, a comment, a story.',
    avoid: 'Writing a chat message (MessageComposer) or one-line values (TextField).',
    keyboard: 'Tab reaches it; Enter adds a line.',
    screenReader: 'Its label, then its hint or error, wired with aria-describedby; an invalid field says so.',
  },
  'Primitives/TextField': {
    use: 'Any one-line value with a visible label: e-mail, name, username, address.',
    avoid: 'Passwords (PasswordField), longer text (TextArea), a choice among known values (a select or radios).',
    keyboard: 'Tab reaches it.',
    screenReader: 'Its label, then its hint or its error; an invalid field is announced as invalid.',
  },
  'Primitives/Tooltip': {
    use: 'A short hint that names an icon-only control or explains a figure.',
    avoid: 'Anything the person needs to act: put it on the page. Never the only place information lives.',
    keyboard: 'Shows on keyboard focus of its trigger; Escape hides it.',
    screenReader: 'Its text describes the trigger (aria-describedby), read after the trigger’s name.',
  },
};
