import { BookOpen, Compass, Feather, Sparkles, UserRound } from 'lucide-react';
import type {
  AnswerSource,
  DocumentRowProps,
  DocumentUpload,
  InsightsDay,
  InsightsTotals,
  MemoryChangeView,
  MemorySuggestionView,
  ReaderPassage,
  SidebarNavEntry,
  SidebarThread,
  ToolActivityItem,
} from '../index';

/** Sample data for the App screens: one person, Ada, with a few weeks of Duet behind her. */

export const person = {
  username: 'ada-lovelace',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  bio: 'Mathematician and writer. I think about engines that weave algebraic patterns the way looms weave flowers.',
  interests: ['Mathematics', 'Poetry', 'Analytical engines'],
  location: 'London',
};

/** A fixed "now", so relative dates read the same on every run. */
export const now = new Date(2026, 10, 22, 15, 0);
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

export const nav: SidebarNavEntry[] = [
  { label: 'Profile Pal', path: '/profile-pal', icon: <Sparkles /> },
  { label: 'Knowledge', path: '/knowledge', icon: <BookOpen /> },
  { label: 'My Story', path: '/story', icon: <Feather /> },
  { label: 'My Twin', path: '/twin', icon: <UserRound /> },
  { label: 'Discover', path: '/discover', icon: <Compass /> },
];

export const threads: SidebarThread[] = [
  { id: 'thread_lisbon', name: 'Planning the Lisbon trip', preview: 'Which neighbourhood is quieter?' },
  { id: 'thread_reading', name: 'Reading list for the winter', preview: 'Add the Le Guin novels' },
  { id: 'thread_note_g', name: 'Note G, checked again', preview: 'The fourth Bernoulli number' },
  { id: 'thread_talk', name: 'Royal Society talk', preview: 'Open with the loom' },
];

export const conversation = [
  { id: 'm1', author: 'user' as const, content: 'Could you summarise what we decided about the trip?' },
  {
    id: 'm2',
    author: 'assistant' as const,
    content:
      'We settled on **three nights in Lisbon**, staying in Príncipe Real, with a day trip to Sintra.\n\n- Flights booked\n- Hotel pending: you wanted somewhere quiet, away from the bars of Bairro Alto',
  },
  { id: 'm3', author: 'user' as const, content: 'Which neighbourhood is quieter, Príncipe Real or Estrela?' },
  {
    id: 'm4',
    author: 'assistant' as const,
    content:
      'Estrela is the quieter of the two: residential streets, the basilica and its garden, and the 28 tram to the centre. Príncipe Real has more shops and evenings out. Since you told me you sleep badly with street noise, **Estrela** suits you better.',
  },
];

export const memorySearch: ToolActivityItem[] = [
  {
    id: 'call-1',
    label: 'Searched your memories',
    status: 'completed',
    durationMs: 180,
    summary: ['Looked for “sleep noise”', 'Found 1 memory'],
  },
];

export const suggestions: MemorySuggestionView[] = [
  {
    id: 's1',
    content: 'I sleep badly with street noise.',
    threadId: 'thread_lisbon',
    threadName: 'Planning the Lisbon trip',
    stepId: 'm3',
  },
  {
    id: 's2',
    content: 'I am giving a talk at the Royal Society in March.',
    threadId: 'thread_talk',
    threadName: 'Royal Society talk',
    stepId: null,
  },
];

export const changes: MemoryChangeView[] = [
  {
    id: 'c1',
    kind: 'updated',
    current: 'I prefer Estrela to Príncipe Real',
    previous: 'I want to stay in Príncipe Real',
    threadId: 'thread_lisbon',
    threadName: 'Planning the Lisbon trip',
    when: '22 Nov 2026',
  },
  {
    id: 'c2',
    kind: 'forgotten',
    threadId: 'thread_reading',
    threadName: 'Reading list for the winter',
    when: '20 Nov 2026',
  },
];

export const insightDays: InsightsDay[] = [3, 5, 2, 8, 6, 1, 4].map((conversations, i) => ({
  date: `2026-11-${String(16 + i).padStart(2, '0')}`,
  conversations,
  messages: conversations * 4,
}));

export const insightTotals: InsightsTotals = {
  visitors: 24,
  conversations: 29,
  messages: 116,
  questionsPassedOn: 3,
  questionsAnswered: 2,
  thumbsUp: 11,
  thumbsDown: 1,
};

export const topics = [
  { topic: 'The Analytical Engine', count: 12 },
  { topic: 'Poetical science', count: 7 },
  { topic: 'Speaking invitations', count: 4 },
];

export const twinConversations = [
  {
    id: 'tc1',
    visitor: 'Visitor 4f2a',
    signedIn: false,
    preview: 'What did Ada think about the Analytical Engine composing music?',
    updatedAt: hoursAgo(2),
    messageCount: 6,
    passedOn: 0,
    thumbsDown: 0,
  },
  {
    id: 'tc2',
    visitor: '@charles-babbage',
    signedIn: true,
    preview: 'Would you review the notes on the Difference Engine?',
    updatedAt: hoursAgo(20),
    messageCount: 4,
    passedOn: 1,
    thumbsDown: 0,
  },
  {
    id: 'tc3',
    visitor: 'Visitor 91bc',
    signedIn: false,
    preview: 'Is she available to speak in Turin?',
    updatedAt: hoursAgo(50),
    messageCount: 2,
    passedOn: 0,
    thumbsDown: 1,
  },
];

export const prompts = [
  'What is Ada working on now?',
  'How did the Analytical Engine inspire her?',
  'Ask about poetical science',
];

export const memories = [
  { id: 'mem1', content: 'I live in London, near Marylebone.', visibility: 'public' as const },
  {
    id: 'mem2',
    content: 'I am writing notes on Menabrea’s memoir on the Analytical Engine.',
    visibility: 'public' as const,
  },
  { id: 'mem3', content: 'I sleep badly with street noise.', visibility: 'private' as const },
  { id: 'mem4', content: 'I prefer Estrela to Príncipe Real.', visibility: 'private' as const },
];

const MB = 1024 * 1024;

/** The knowledge library: a document or link in each state of its reading. */
export const libraryDocuments: Array<
  Pick<
    DocumentRowProps,
    'title' | 'kind' | 'url' | 'size' | 'pages' | 'sections' | 'added' | 'status' | 'failure' | 'isPublic'
  > & { id: string }
> = [
  {
    id: 'doc_itinerary',
    title: 'lisbon-itinerary.pdf',
    kind: 'pdf',
    size: 2_480_000,
    pages: 13,
    added: '21 Nov 2026',
    status: 'ready',
    isPublic: false,
  },
  {
    id: 'doc_estrela',
    title: 'Estrela: a quiet corner of Lisbon',
    kind: 'html',
    url: 'https://www.visitlisboa.com/en/places/estrela',
    sections: 7,
    added: '21 Nov 2026',
    status: 'ready',
    isPublic: true,
  },
  {
    id: 'doc_notes',
    title: 'Notes on Menabrea’s memoir on the Analytical Engine.docx',
    kind: 'docx',
    size: 412_000,
    added: '22 Nov 2026',
    status: 'reading',
    isPublic: false,
  },
  {
    id: 'doc_talk',
    title: 'royal-society-talk.md',
    kind: 'markdown',
    size: 9_800,
    added: '22 Nov 2026',
    status: 'queued',
    isPublic: false,
  },
  {
    id: 'doc_scan',
    title: 'scanned-contract.pdf',
    kind: 'pdf',
    size: 5_120_000,
    added: '20 Nov 2026',
    status: 'failed',
    failure: 'No text found — OCR is not supported yet.',
    isPublic: false,
  },
];

export const uploads: DocumentUpload[] = [
  { id: 'up1', name: 'bernoulli-numbers-table.csv', size: 184_000, progress: 0.64 },
  {
    id: 'up2',
    name: 'loom-patterns.zip',
    size: 18 * MB,
    progress: 0,
    error: 'This kind of file cannot be read: add PDF, Word, text or web pages.',
  },
];

export const libraryQuota = {
  files: { used: 47, limit: 50 },
  storage: { used: 212 * MB, limit: 1024 * MB },
  passages: { used: 3_204, limit: 20_000 },
};

/** lisbon-itinerary.pdf as the brain read it, by page. */
export const itineraryPassages: ReaderPassage[] = [
  { id: 'it1', page: 1, text: 'Lisbon, three nights\n\nA short plan for the trip in March, with a day in Sintra.' },
  { id: 'it2', page: 1, text: 'Flights: out on Thursday morning, back on Sunday evening. Seats are booked together.' },
  { id: 'it11', page: 11, text: 'Evenings: fado in Alfama on Friday, dinner near the Jardim da Estrela on Saturday.' },
  {
    id: 'it12',
    page: 12,
    text: 'Where to stay: Estrela is the quieter of the two neighbourhoods. Residential streets, the basilica and its garden, and the 28 tram to the centre.\n\nPríncipe Real has more shops and evenings out.',
  },
  { id: 'it13', page: 13, text: 'Sintra: take the train from Rossio; the first one leaves at 06:11.' },
];

/** What the brain's last answer in the Lisbon chat was read from. */
export const answerSources: AnswerSource[] = [
  {
    id: 'src1',
    title: 'lisbon-itinerary.pdf',
    where: 'page 12',
    href: '/knowledge/documents/doc_itinerary#passage-it12',
  },
  {
    id: 'src2',
    title: 'Estrela: a quiet corner of Lisbon',
    where: 'section: Quiet streets',
    href: '/knowledge/documents/doc_estrela#passage-q1',
  },
];
