import type { NotesByTitle } from './types';

export const chat: NotesByTitle = {
  'Chat/AnswerSources': {
    use: 'Under the private brain’s answer: the documents and pages it read the answer from, each a link to the passage, so the person can check it.',
    avoid: 'A twin’s answer (BasedOn: public facts and documents), or memories the brain searched (ToolActivity).',
    keyboard: 'Tab reaches each source’s link; the toggle opens and closes the list with Enter or Space.',
    screenReader:
      'A group named “Sources”; each link reads the document and the place (“report.pdf · page 12”); the toggle says whether the list is expanded.',
  },
  'Chat/BasedOn': {
    use: 'Under a twin’s answer: the public facts it came from, in the owner’s words, and the public documents it read, each a link to the document, so a visitor can judge it.',
    avoid:
      'The owner’s private brain answers: they cite memories through ToolActivity and documents through AnswerSources.',
    keyboard: 'Tab reaches each document’s link; the toggle opens and closes the list with Enter or Space.',
    screenReader:
      'A group named “Based on”; a document is a link named by its title; the toggle says whether the list is expanded.',
  },
  'Chat/BranchSwitcher': {
    use: 'Moving between the versions of an edited message or a regenerated answer (“‹ 2 / 3 ›”).',
    avoid: 'A message with one version: it renders nothing useful there.',
    keyboard: 'Previous and Next are buttons; they are disabled at the ends.',
    screenReader:
      'A group “Versions of this answer” with “Previous version of this answer”, “Version 2 of 3”, “Next version of this answer”.',
  },
  'Chat/ToolApprovalCard': {
    use: 'Under an answer that stopped for a tool call of one of the person’s MCP servers: which tool, which server, its arguments in plain words, and Allow once, Always allow, Deny.',
    avoid:
      'Tools that ran without asking (ToolActivity), or a confirmation of the person’s own action (ConfirmDialog).',
    keyboard:
      'Tab reaches Details (Enter or Space opens it), then the three buttons; they wait while a decision is on its way.',
    screenReader:
      'A region named “Allow this tool call? create_note from Notebook”; the buttons are a group “Decide on create_note”; the outcome is a status, a refusal an alert.',
  },
  'Chat/ChatMessage': {
    use: 'One message in a conversation: the person’s as a bubble, the brain’s or the twin’s as rendered Markdown.',
    avoid: 'Quoting a message elsewhere (QuotedQuestion) or a search result (HighlightedText).',
    keyboard:
      'Links, code copy buttons and the message actions are reached by Tab in reading order; the actions, quiet until the message is pointed at, show as they take focus (always shown on touch screens).',
    screenReader:
      'The message as text, with headings, lists and code as their own roles; a failed answer says so as an alert.',
  },
  'Chat/ChatPhaseIndicator': {
    use: 'What the brain is doing while an answer comes: thinking, searching memories, writing.',
    avoid: 'Finished answers; it renders nothing when idle, complete or failed.',
    keyboard: 'Not focusable.',
    screenReader: 'A polite status, so each phase is heard once without interrupting.',
  },
  'Chat/FeedbackButtons': {
    use: 'Thumbs up or down on an answer, with an optional comment that says why.',
    avoid: 'Rating anything other than an answer.',
    keyboard: 'Tab to each thumb; Enter or Space rates; the comment form follows in Tab order.',
    screenReader: 'A group “Rate this answer” with “Good answer” and “Bad answer”, each pressed or not.',
  },
  'Chat/FileElement': {
    use: 'A file attached to a message: icon, name, type and size; a download link when it has one. A PDF or Word file of the owner’s also says what Duet read of it: its pages, “Reading…”, or why it could not.',
    avoid: 'Files waiting to be sent (the composer lists them as chips).',
    keyboard: 'The download link, when there is one.',
    screenReader:
      'The file’s name, type, size and reading; the link names the file; a reason it could not be read is read after it.',
  },
  'Chat/HighlightedText': {
    use: 'A search result’s snippet with the matched words marked.',
    avoid: 'Emphasis in normal text: use Markdown.',
    keyboard: 'Not focusable.',
    screenReader: 'The passage as text; the marks are visual only.',
  },
  'Chat/MessageComposer': {
    use: 'Writing a message to the brain or to a twin, with files and dictation: through the server’s speech model when the admin chose one, else the browser’s own.',
    avoid: 'Editing a sent message (MessageEditor) or any other form field (TextArea).',
    keyboard:
      'Enter sends, Shift+Enter adds a line, ArrowUp in an empty box edits the last message, Escape stops an answer.',
    screenReader:
      'A labelled text box with its hint, and near the length limit the characters left (over it the box is invalid and says how many too many); “Send” and “Stop generating” buttons; dictation is announced as a status.',
  },
  'Chat/MessageEditor': {
    use: 'Editing a sent message in place; sending it makes a new version.',
    avoid: 'Writing a new message (MessageComposer).',
    keyboard: 'The field takes focus with the caret at the end; Enter sends, Shift+Enter adds a line, Escape cancels.',
    screenReader: '“Edit your message”, a text box with its hint.',
  },
  'Chat/MessageInfo': {
    use: 'The technical facts of a message (model, timings, tokens) behind a small “i”, for whoever wants them.',
    avoid: 'Anything everyone needs to read: say it in the message.',
    keyboard: 'Enter or Space opens the panel; Escape closes it and returns focus to the button.',
    screenReader: 'A button that says whether the panel is expanded; the panel is a group of figures.',
  },
  'Chat/MessageList': {
    use: 'The conversation itself, virtualized, following the bottom while an answer streams.',
    avoid: 'Short static lists of messages (a transcript: SharedTranscript).',
    keyboard: 'The list scrolls with the keyboard; “Scroll to latest” appears when away from the bottom.',
    screenReader: 'A log: new messages are announced politely as they complete, not letter by letter.',
  },
  'Chat/ModelPicker': {
    use: 'Choosing the model that answers in this conversation, from the composer.',
    avoid: 'Setting the default for everyone (AiModelDefaults).',
    keyboard: 'Like DropdownMenu: Enter opens, arrows move, Enter chooses, Escape closes.',
    screenReader: 'A menu of radio items, the current model checked; with one model, its name as plain text.',
  },
  'Chat/OfflineBrainNotice': {
    use: 'Saying plainly that answers come from the offline brain and how to connect a model that writes.',
    avoid: 'Errors: this is a calm note, not a warning.',
    keyboard: 'Its link to the AI models page.',
    screenReader: 'A note with its text and link.',
  },
  'Chat/PublicPageOffer': {
    use: 'Offering the public page and the twin after onboarding, in a new chat, to someone whose profile is not public.',
    avoid: 'Anything that must be done before chatting: nothing waits on it, and “Not now” puts it away.',
    keyboard: 'Its two links, then “Not now”.',
    screenReader: 'A note named by its title, with its links and a “Not now” button.',
  },
  'Chat/TemporaryChat': {
    use: 'A chat that keeps nothing: the toggle on a new chat, the notice on its welcome and above its composer.',
    avoid: 'Privacy of what is kept (a memory’s visibility): a temporary chat keeps nothing at all.',
    keyboard: 'The toggle is a button: Enter or Space turns it on and off.',
    screenReader: 'The toggle says “Temporary chat” and whether it is pressed; the notice is a note with its text.',
  },
  'Chat/ProfilePalProgress': {
    use: 'Profile Pal’s questions as steps: how many are done, which is asked now, a way to skip it.',
    avoid: 'Other progress (ExportProgress).',
    keyboard: '“Skip this question” is a button.',
    screenReader: 'A section “Your profile” with a progress bar “Profile questions done” and its value.',
  },
  'Chat/PromptSuggestions': {
    use: 'A few ways to start an empty chat or a twin’s welcome, one click each.',
    avoid: 'Once the conversation has started.',
    keyboard: 'Each prompt is a button: Tab, then Enter.',
    screenReader: 'A labelled list of buttons, each with its prompt.',
  },
  'Chat/QuotedQuestion': {
    use: 'Above a reply that may arrive later: the question it answers, so it does not read as the answer to another.',
    avoid: 'Replies that follow their question directly.',
    keyboard: 'Not focusable.',
    screenReader: 'A figure named “You asked”, then the question.',
  },
  'Chat/ReadAloudButton': {
    use: 'On a finished answer, beside Copy: the server’s voice model (or else the browser) reads its words aloud, one answer at a time.',
    avoid: 'An answer still being written; anything the person did not ask to hear (it never starts by itself).',
    keyboard: 'Tab, then Enter or Space reads; again stops.',
    screenReader:
      '“Read aloud”, pressed while reading (“Stop reading”); a browser without a voice says so in a status.',
  },
  'Chat/VoiceConversation': {
    use: 'In the composer’s place while a person talks with Duet hands-free: it listens, sends, reads the answer aloud and listens again.',
    avoid: 'Dictating one message to edit before sending (the composer’s microphone does that).',
    keyboard: 'End has the focus: Enter ends; Escape ends from anywhere on the page.',
    screenReader:
      'A region “Voice conversation” whose status says what Duet is doing (“Listening…”, “Speaking…”) and why it stopped.',
  },
  'Chat/ReplyLabel': {
    use: 'Saying who a twin’s reply came from: answered or revised by the owner, or written by the twin.',
    avoid: 'The owner’s own chats with their brain.',
    keyboard: 'Not focusable.',
    screenReader: 'The sentence as written (“Answered by Ada Lovelace”).',
  },
  'Chat/ToolActivity': {
    use: 'What the brain did for an answer (“Searched your memories”), with the details behind a toggle.',
    avoid: 'Live phases while it works (ChatPhaseIndicator).',
    keyboard: 'The toggle expands the steps; each input and result can be focused to scroll it.',
    screenReader: 'The summary, a toggle that says whether it is expanded, then “Input” and “Result” per step.',
  },
  'Chat/UsageLimitNotice': {
    use: 'Above the composer when a message was refused at a usage limit: what was reached, when it resets.',
    avoid: 'Warnings before the limit (UsageOverview shows the meters).',
    keyboard: 'Its link to the usage page.',
    screenReader: 'A polite status, read once; the message stays in the composer.',
  },
};
