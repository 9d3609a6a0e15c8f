import type { NotesByTitle } from './types';

export const pagesAndSettings: NotesByTitle = {
  'Pages/Auth/AuthLayout': {
    use: 'The frame of the account pages: the brand, a centred card, a footer line.',
    avoid: 'Signed-in pages (AppHeader and Page).',
    keyboard: 'Nothing of its own.',
    screenReader: 'The card’s title is the page heading (h1); a form error is an alert.',
  },
  'Pages/Auth/ForgotPasswordForm': {
    use: 'Asking for a password reset link by e-mail.',
    avoid: 'Choosing the new password (ResetPasswordForm).',
    keyboard: 'Tab through the field and the button; Enter sends.',
    screenReader: 'A form with a labelled e-mail field; the result is a status message.',
  },
  'Pages/Auth/LoginForm': {
    use: 'Signing in with e-mail and password, or “check your inbox” for a sign-in link.',
    avoid: 'Single sign-on alone (SingleSignOn).',
    keyboard: 'Tab through the fields; Enter signs in.',
    screenReader: 'Labelled fields; a failed sign-in is read out; “check your inbox” is a status.',
  },
  'Pages/Auth/ResetPasswordForm': {
    use: 'Choosing a new password twice, or asking for a new link when this one cannot work.',
    avoid: 'Changing a password while signed in (Settings).',
    keyboard: 'Tab through the fields; Enter saves.',
    screenReader: 'Labelled password fields with their rules as hints; mismatches are field errors.',
  },
  'Pages/Auth/SignupForm': {
    use: 'Creating an account: e-mail, password, username (checked live), an optional display name.',
    avoid: 'Inviting someone (the admin’s invitations).',
    keyboard: 'Tab through the fields; Enter creates the account.',
    screenReader: 'Labelled fields; whether the username is free is a polite status.',
  },
  'Pages/Auth/SingleSignOn': {
    use: 'Signing in through the operator’s OpenID provider: one wide link, optionally “or” below it.',
    avoid: 'When no provider is configured: render nothing.',
    keyboard: 'A link: Tab, then Enter.',
    screenReader: 'A link naming the provider.',
  },
  'Pages/LandingHero': {
    use: 'The landing page’s first screen: the two promises and a message box that leads to sign-up.',
    avoid: 'Anywhere after sign-in.',
    keyboard: 'The box is read-only; Enter or a click goes to sign-up.',
    screenReader: 'The promise as the h1; the box says “Sign up to start”.',
  },
  'Pages/NotFound': {
    use: 'A page that does not exist: a countdown home, “Go Home Now”, “Go Back”.',
    avoid: 'A thing that exists but cannot be shown (say why instead, EmptyState).',
    keyboard: 'Both actions are links at the top of the Tab order.',
    screenReader: 'The h1 “Page Not Found”; the countdown is a timer that is not read every second.',
  },
  'Pages/SharedTranscript': {
    use: 'A conversation someone shared by link, read-only, for anyone.',
    avoid: 'Live conversations (MessageList).',
    keyboard: 'Links only.',
    screenReader: 'An article with its h1 and an ordered list “Messages”, each saying who spoke.',
  },
  'Settings/DeleteAccountDialog': {
    use: 'Deleting the account: lists what goes with it and asks for the password.',
    avoid: 'Deleting one thing (ConfirmButton).',
    keyboard: 'Like Dialog; Cancel is the safe first choice.',
    screenReader: 'A dialog with the list of what is deleted; a wrong password is an alert.',
  },
  'Settings/EmailChange': {
    use: 'Changing the e-mail: the new address and the password, then “We sent a link to …”.',
    avoid: 'Other account fields.',
    keyboard: 'Tab through the form; Enter sends.',
    screenReader: 'Progress as status messages; errors as alerts.',
  },
  'Settings/PersonalInstructions': {
    use: 'What Duet should know about the person and how it should answer, with the characters left.',
    avoid: 'The public profile (ProfileSection): these are private and the twin never sees them.',
    keyboard: 'Tab through the two boxes and Save; Save waits for a change.',
    screenReader: 'Each box is described by the characters left (and its error); “Saved.” is a status.',
  },
  'Projects/ProjectSettings': {
    use: 'A project’s name, its instructions with the characters left, and whether it keeps its memories to itself.',
    avoid: 'The person’s own instructions (PersonalInstructions): these apply only in the project’s chats.',
    keyboard: 'Tab through the name, the instructions, the switch and Save (Space turns the switch).',
    screenReader: 'Each field is described by its hint or error; the switch by what it does; “Saved.” is a status.',
  },
  'Settings/ToolServers': {
    use: 'Settings › Tools: an MCP server the person connected, or one for everyone (marked so, not changeable), each tool with its switch and when it may run (ask every time, always allow, never), and the form that connects one.',
    avoid: 'The AI models an admin connects for everyone (AiConnectionCard): these are one person’s tools.',
    keyboard:
      'Tab through Refresh tools, Remove, then each tool’s switch (Space) and its policy menu (arrow keys); the form’s header fields come with Add a header.',
    screenReader:
      'Each server is an article named by its name; the tools a list; each policy menu is named “When create_issue may run”; header values are password fields; a failure is an alert.',
  },
  'Settings/ExportProgress': {
    use: 'The export of an account while it is written: how far, how big.',
    avoid: 'Waits without a measure (Spinner).',
    keyboard: 'Not focusable, except its download link when ready.',
    screenReader: 'A labelled progress bar; busy while it runs.',
  },
  'Settings/ImportPanel': {
    use: 'Importing ChatGPT, Claude or Duet files, and what was imported.',
    avoid: 'Uploading files to a chat (MessageComposer).',
    keyboard: 'The file button, then links to the imported conversations.',
    screenReader: 'The result as a sentence (“Imported 12 conversations”), then a list “Imported conversations”.',
  },
  'Settings/ThemeChoice': {
    use: 'Light, dark or as the device prefers.',
    avoid: 'On/off settings (Switch).',
    keyboard: 'Tab reaches the group; arrow keys move the choice.',
    screenReader: 'A radio group; each option with its name and whether it is checked.',
  },
  'Settings/LanguageChoice': {
    use: 'The language Duet speaks: in Settings, and compact in the footer of the pages before sign-in.',
    avoid: 'Choosing the language of content, such as a model’s answers (they follow the person).',
    keyboard: 'A native select: Tab reaches it, the arrow keys or typing pick a language.',
    screenReader: 'A combobox named “Language”; each language is named in itself, in its own language.',
  },
  'Settings/UsageOverview': {
    use: 'A person’s usage: meters for the limits, a chart of the days, tokens by model and purpose.',
    avoid: 'The refusal at a limit (UsageLimitNotice).',
    keyboard: 'The table scrolls with the keyboard (its region is focusable).',
    screenReader: 'Each meter reads “Messages: 40 of 100 messages”; the table is a labelled region.',
  },
  'Knowledge/KnowledgeQuota': {
    use: 'How full the knowledge library is: its files, the space they take and the passages they were cut into, each against its limit.',
    avoid: 'Messages and tokens used by chats (UsageOverview), or the progress of one upload (DocumentDropzone).',
    keyboard: 'Not focusable.',
    screenReader:
      'A group “Space in your library” of three meters named Files, Storage and Passages, each valued in words (“950 MB of 1 GB, nearly full”).',
  },
  'Knowledge/MemoryChanges': {
    use: 'What the brain changed in its memories: a newer fact that replaced older words, or one forgotten on request.',
    avoid: 'The memories themselves (the Knowledge list).',
    keyboard: 'Each change links to its chat.',
    screenReader: 'A list “Changes to your memories”, old and new words each labelled.',
  },
  'Knowledge/MemorySuggestions': {
    use: 'Facts found in imported chats, each waiting for “Remember” or “Dismiss”.',
    avoid: 'Profile suggestions (ProfileSuggestions): those are public.',
    keyboard: 'Tab through each fact’s link and buttons.',
    screenReader: 'A list “Suggested memories”; buttons name the fact (“Remember: …”).',
  },
  'Knowledge/AddLinkForm': {
    use: 'Adding a web page to the knowledge library by its address.',
    avoid: 'Links in a message (the composer), or a link on the public page (the profile’s editors).',
    keyboard: 'Tab to the field, type the address, Enter or “Add link” adds it.',
    screenReader:
      'A labelled address field; what to fix, or why the page could not be added, is an alert and the field’s description, and the field is marked invalid; the button is busy while the page is added.',
  },
  'Knowledge/DocumentDropzone': {
    use: 'Adding files to the knowledge library, many at once: dropped on the zone or picked with “Add files”; each upload’s progress, or why it was refused.',
    avoid: 'A file for one message (the composer’s attachment), or importing conversations (ImportPanel).',
    keyboard:
      'Tab reaches “Add files” (Enter or Space opens the file picker), then a failed upload’s remove button; the zone itself takes no focus, so Tab moves on.',
    screenReader:
      'A list “Uploads”: each file’s bar is a progress bar named “Uploading <name>” with its percentage; a refusal is an alert.',
  },
  'Knowledge/DocumentReader': {
    use: 'Reading a document of the library as the brain read it: by page or section, each with an anchor, and the passage an answer cited marked and brought into view.',
    avoid: 'A chat’s messages (MessageList), or the original file itself (its “Open original” link).',
    keyboard: 'Only “Open original” is focusable; the text scrolls with the page’s own keys.',
    screenReader:
      'An article named by its title; pages (“Page 12”) and sections are headings to jump between; the cited passage starts with “Cited passage” and is marked current; “Open original” says it opens a new tab.',
  },
  'Knowledge/DocumentRow': {
    use: 'One document or link of the knowledge library: what it is, how its reading went, whether the twin may answer from it, and reading it again or deleting it.',
    avoid: 'A file attached to a message (FileElement), or a memory (the Knowledge list of memories).',
    keyboard:
      'Tab goes from the title’s link to the Public switch (Space toggles it), then Read again and Delete; Delete asks first in a dialog.',
    screenReader:
      'The title is a link described by its reading (“Ready · 30 pages”, or why it could not be read), a polite status that speaks when it changes; the switch and the buttons name the document.',
  },
  'AI models/AiConnectionCard': {
    use: 'One model server on the AI models page: where it points, its last test, its models.',
    avoid: 'Choosing a model for a chat (ModelPicker).',
    keyboard: 'Test, Edit, Remove and each model’s switches in reading order.',
    screenReader: 'A section per connection; the test result is a status; toggles say whether they are expanded.',
  },
  'AI models/AiConnectionForm': {
    use: 'Adding or editing a connection: kind, name, address and a write-only API key.',
    avoid: 'Reading a saved key back: it is never shown.',
    keyboard: 'Tab through the fields; Enter saves.',
    screenReader: 'Labelled fields; a saved key reads “Key saved”; errors are alerts.',
  },
  'AI models/AiConnectionTestResult': {
    use: 'A connection’s test check by check: models, one answer, one embedding.',
    avoid: 'Errors of other pages.',
    keyboard: 'Not focusable.',
    screenReader: 'A status with each check passed, failed or skipped, in words.',
  },
  'AI models/AiModelDefaults': {
    use: 'The default chat, helper and embedding models, each saved as it is chosen.',
    avoid: 'A person’s own model for one chat (ModelPicker).',
    keyboard: 'Each default is a labelled select.',
    screenReader: 'Locked defaults name the environment variable that sets them.',
  },
  'AI models/OllamaFoundBanner': {
    use: 'Ollama answers on this machine and is not connected yet: one button adds it.',
    avoid: 'Once it is connected.',
    keyboard: 'Its button.',
    screenReader: 'A labelled section with its sentence and button; busy while adding.',
  },
};
