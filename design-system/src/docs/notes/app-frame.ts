import type { NotesByTitle } from './types';

export const appFrame: NotesByTitle = {
  'App frame/AccountMenu': {
    use: 'The signed-in person’s menu in the header: their e-mail, Settings, the theme, Logout (and Admin for admins).',
    avoid: 'Actions on the current page; they belong on the page.',
    keyboard: 'Enter or Space opens it; arrows move; Escape closes and returns focus to the avatar.',
    screenReader: 'A menu button named for the account; the theme entries are radio items, the current one checked.',
  },
  'App frame/AppHeader': {
    use: 'The top bar of every signed-in page: the sidebar toggle or brand, the page’s title, its actions.',
    avoid: 'Signed-out pages: PublicNav.',
    keyboard: 'Tab moves through the toggle and the actions.',
    screenReader: 'The title is the page’s heading (h1); the sidebar toggle says whether the sidebar is expanded.',
  },
  'App frame/Brand': {
    use: 'The Duet mark as the way home, at the top of the frame.',
    avoid: 'As decoration inside content.',
    keyboard: 'A link: Tab, then Enter.',
    screenReader: 'A link named “Duet home”.',
  },
  'App frame/ConfirmButton': {
    use: 'A destructive or final action that deserves one more look: forget a memory, remove a connection.',
    avoid: 'Actions that can be undone easily; asking twice then only slows people down.',
    keyboard: 'Enter or Space opens the confirmation, whose Cancel has focus first; Escape cancels.',
    screenReader: 'A button, then a dialog that names what will happen.',
  },
  'App frame/ConfirmDialog': {
    use: 'Asking before an action that cannot be taken back, when the question is opened from elsewhere.',
    avoid: 'Telling without asking (use a notice) or a form (Dialog).',
    keyboard: 'Cancel is focused first, so Enter does not destroy by accident; Escape cancels.',
    screenReader: 'A dialog named by its title, described by what will happen.',
  },
  'App frame/OfflineBanner': {
    use: 'Across the top of the app while the device is offline: says what still works, and that a message sent meanwhile is kept as a draft (`kept`).',
    avoid: 'A failed request while the device is online: that is the page’s own error.',
    keyboard: 'Nothing in it takes focus.',
    screenReader:
      'A region named “Connection” whose words are a polite live region: said when the connection goes and when a message is kept, without moving focus.',
  },
  'App frame/Page': {
    use: 'The content column of a signed-in page (Knowledge, My Story, Settings): a reading width and room around it.',
    avoid: 'Chat (it has its own full-height layout) and the public pages.',
    keyboard: 'Nothing of its own.',
    screenReader: 'Its sections are landmarks named by their headings.',
  },
  'App frame/PageContents': {
    use: 'A long page of many sections (Settings): a list of them beside the page, or a row above it on small screens.',
    avoid: 'Pages of a few sections, which a glance takes in, and links to other pages (SectionNav).',
    keyboard: 'Each section is a link; following one moves focus to its heading, so Tab continues there.',
    screenReader: 'A navigation landmark named by its label; the section being read is aria-current="location".',
  },
  'App frame/PublicNav': {
    use: 'Signed-out pages: the brand, Pricing, Sign in, Get Started.',
    avoid: 'Signed-in pages: AppHeader and Sidebar.',
    keyboard: 'Links in reading order.',
    screenReader: 'A navigation landmark with its links.',
  },
  'App frame/SearchDialog': {
    use: 'Finding a past chat by its words, from the sidebar or Ctrl+K.',
    avoid: 'Searching memories or the public profile (their pages have their own filters).',
    keyboard: 'Type to search; ArrowUp and ArrowDown move through results; Enter opens one; Escape closes.',
    screenReader: 'A dialog with a search field; the number of results is announced politely as it changes.',
  },
  'App frame/ShortcutsDialog': {
    use: 'Listing every keyboard shortcut, by where it works (opened with ?).',
    avoid: 'Teaching one shortcut in context: put its key in the control’s tooltip.',
    keyboard: 'Escape closes it.',
    screenReader: 'A dialog with a list per group; each shortcut is read as its keys, “Ctrl plus K”.',
  },
  'App frame/Sidebar': {
    use: 'The signed-in navigation: the main places, New Chat, Search and the recent threads.',
    avoid: 'Links within one area (SectionNav) or actions of the page.',
    keyboard:
      'Tab through entries; Escape or its Close sidebar button closes it on small screens. On wide screens the header’s toggle (AppHeader) is the one that collapses it.',
    screenReader: 'A navigation landmark; the current page is marked (aria-current).',
  },
  'App frame/SkipLink': {
    use: 'The first stop of Tab on every page with the sidebar: past the navigation, into the page.',
    avoid: 'Links within a page (PageContents) or a page with nothing before its content (sign-in).',
    keyboard: 'Tab from the page’s start shows it; Enter moves focus into the page’s main region.',
    screenReader: 'A link, “Skip to content”, before the navigation landmark.',
  },
  'App frame/SidebarProjects': {
    use: 'The person’s projects above Recent: each opens its page; a conversation dragged onto one moves there.',
    avoid: 'The sections of the app (Sidebar’s nav) or a project’s own conversations (its page lists them).',
    keyboard:
      'Tab to a project and Enter opens it; New project is a button. Moving without a mouse: the conversation’s menu.',
    screenReader: 'A region named Projects; the open project is marked (aria-current).',
  },
  'App frame/ThreadListItem': {
    use: 'One conversation in the sidebar’s Recent list, with rename and delete.',
    avoid: 'Twin conversations seen by their owner: TwinConversationItem.',
    keyboard: 'Enter opens it; while renaming, Enter saves and Escape cancels.',
    screenReader: 'A link with the thread’s title; the open thread is the current page.',
  },
  'App frame/UpdatePrompt': {
    use: 'Across the top of the app when a new version has been deployed: Reload loads it; “Not now” hides it until the next load.',
    avoid: 'News about Duet, or anything the person must act on now: the prompt waits.',
    keyboard: 'Takes no focus; Tab reaches Reload, then “Not now”.',
    screenReader:
      'A region named by its sentence, said once through a polite live region; “Not now, update later” names what it puts off.',
  },
  'Admin/PersonRow': {
    use: 'One person in the admin’s list: who, their role and state, and what may be done.',
    avoid: 'Showing people to other people (profiles and TwinCard).',
    keyboard: 'Its actions in reading order.',
    screenReader: 'The name, role and state as text, then the actions, each naming the person.',
  },
  'Admin/SharedToolServers': {
    use: 'The admin area’s MCP servers for everyone: the address or command, the secrets by name only, a switch per tool that turns it off for everyone, and what is wrong with the configuration file.',
    avoid: 'A person’s own servers and their choices (Settings/ToolServers).',
    keyboard:
      'Tab through Refresh tools, Change and Remove (none for a server from configuration), then each tool’s switch (Space).',
    screenReader:
      'Each server is an article named by its name, marked For everyone; the tools a list; a failure and the configuration file’s problems are alerts.',
  },
  'Admin/SectionNav': {
    use: 'Tabs between the pages of one area (the admin’s).',
    avoid: 'The app’s main places (Sidebar).',
    keyboard: 'Links: Tab and Enter.',
    screenReader: 'A navigation landmark; the current page is marked (aria-current).',
  },
  'Notifications/NotificationBell': {
    use: 'The header’s bell: how many are unread and the recent ones.',
    avoid: 'Urgent messages that need an answer now: say them on the page.',
    keyboard: 'Enter or Space opens the list; Escape closes it.',
    screenReader: 'A button named with the unread count (“Notifications, 3 unread”).',
  },
  'Notifications/NotificationItem': {
    use: 'One notification: what happened, when, and a way to mark it read.',
    avoid: 'Feedback on an action just taken (a status message next to it).',
    keyboard: 'Its link and “Mark read” are reached by Tab.',
    screenReader: 'The title, its summary and tags (New, Urgent), then the date.',
  },
};
