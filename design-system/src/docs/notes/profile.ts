import type { NotesByTitle } from './types';

export const profile: NotesByTitle = {
  'Profile/ChatCallToAction': {
    use: 'On a public page: invites a visitor to chat with the person’s twin, or says the twin is resting.',
    avoid: 'Signed-in pages of the owner (My Twin has its own actions).',
    keyboard: 'Its button or link: Tab, then Enter.',
    screenReader: 'A labelled section with its heading and the action.',
  },
  'Profile/EmbedSettings': {
    use: 'The owner putting their twin on their website: the allowed site, the line to paste, a preview.',
    avoid: 'Anything visitors see.',
    keyboard: 'Form fields and buttons in the order the steps work.',
    screenReader: 'Headings per step; the paste line is a labelled read-only text area; errors are alerts.',
  },
  'Profile/PreviewBanner': {
    use: 'Across a page the owner previews as a visitor: says so and offers the way back, in the owner’s purple.',
    avoid: 'Pages the owner is not previewing.',
    keyboard: 'The way back is a link or button at the start of the page.',
    screenReader: 'A labelled section, then its back action by name.',
  },
  'Profile/ProfileHeader': {
    use: 'The top of a public profile: picture, name, @username, bio, interests, place.',
    avoid: 'Lists of people (TwinCard).',
    keyboard: 'Not focusable, except links in it.',
    screenReader: 'The name as the page heading (h1), then the rest as text.',
  },
  'Profile/ProfileSection': {
    use: 'One section of a public profile (projects, posts, experience); renders nothing when empty.',
    avoid: 'The owner editing it (EditableList, ItemListEditor).',
    keyboard: 'Links in it, if any.',
    screenReader: 'A section named by its h2; each item an article with its h3.',
  },
  'Profile/ProfileSettingsDialog': {
    use: 'The owner’s display name, username and which sections are public.',
    avoid: 'Account settings (e-mail, password, deletion): Settings.',
    keyboard: 'Like Dialog: focus inside, Escape closes; Tab through the fields, Enter saves.',
    screenReader: 'A dialog “Profile Settings” with labelled fields and switches.',
  },
  'Profile/TwinCard': {
    use: 'A person’s twin in a list (Discover, My Twin): picture, name, bio, a chat button.',
    avoid: 'The top of a profile (ProfileHeader).',
    keyboard: 'The chat button: Tab, then Enter.',
    screenReader: 'An article with the name as its heading, the bio, and the button naming the person.',
  },
  'Profile/TwinEmbedFrame': {
    use: 'The twin’s compact chat as other sites frame it: who it is, a way out to Duet, the chat.',
    avoid: 'Duet’s own pages.',
    keyboard: 'Links, then the chat’s composer.',
    screenReader: 'The twin’s name as the heading, then the conversation as a log.',
  },
  'Profile and twin/AvatarEditor': {
    use: 'The owner choosing a new picture and cropping it to a square before saving.',
    avoid: 'Showing a picture (Avatar).',
    keyboard: 'Arrow keys move the picture in the crop; the zoom is a slider (arrow keys too).',
    screenReader: 'The crop is named “Crop: drag the picture, or use the arrow keys, to choose what shows”.',
  },
  'Profile and twin/EditableList': {
    use: 'A list of short texts the owner edits in place: interests, skills.',
    avoid: 'Items with a title and a text (ItemListEditor).',
    keyboard: 'Enter saves, Escape cancels; an item’s handle moves it with the arrow keys.',
    screenReader: 'Each button names its item (“Edit “Poetry””, “Remove “Poetry””); refusals are alerts.',
  },
  'Profile and twin/ItemListEditor': {
    use: 'Items with a title and a text the owner edits in place: projects, posts. The caller gives its words whole (`words`: “Add a post”, “A post needs some text.”): languages differ in how a noun joins a sentence.',
    avoid: 'One-line items (EditableList).',
    keyboard: 'Escape cancels an edit; an item’s handle moves it with the arrow keys.',
    screenReader: 'Each button names its item; refusals are alerts.',
  },
  'Profile and twin/PhotoGrid': {
    use: 'The public page’s photos: add, remove, reorder; the first three are seen first.',
    avoid: 'The profile picture (AvatarEditor).',
    keyboard: 'A photo’s handle moves it with the arrow keys; its remove button is reached by Tab.',
    screenReader: '“Remove photo 2”; moves are announced with the photo’s new place.',
  },
  'Profile and twin/ProfileSuggestions': {
    use: 'What the agents suggest for the profile, one item at a time: Accept, Edit or Dismiss.',
    avoid: 'Facts for the private brain (MemorySuggestions).',
    keyboard: 'While editing, Enter accepts and Escape cancels.',
    screenReader: 'A list “Suggestions”; each button names what it acts on (“Accept interest: Poetry”).',
  },
  'Twin/TwinAccessSettings': {
    use: 'Who may talk to the owner’s twin, how much, and how the twin speaks.',
    avoid: 'What the twin knows (the public profile pages).',
    keyboard: 'Radios move with the arrow keys; the form saves with its button.',
    screenReader: 'Labelled radio groups and fields; saved and failed states are status and alert messages.',
  },
  'Twin/TwinConversationItem': {
    use: 'One visitor conversation with the owner’s twin, in the owner’s list.',
    avoid: 'The owner’s own chats (ThreadListItem).',
    keyboard: 'A link: Tab, then Enter.',
    screenReader: 'The visitor, the last message and when (“2 h ago”); the open one is the current page.',
  },
  'Twin/TwinInsights': {
    use: 'How the twin is doing: visitors, conversations, thumbs and topics over 7 or 30 days.',
    avoid: 'The person’s own usage (UsageOverview).',
    keyboard: 'The period is a radio group: arrow keys, Home and End choose; the chart’s days move with the arrows.',
    screenReader: 'Figures as text; the chart is an image summarised in words; a new period is announced politely.',
  },
};
