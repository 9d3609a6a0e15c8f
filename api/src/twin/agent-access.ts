/**
 * What a twin agent may reach, and nothing more: the public projection of
 * its owner's profile, the owner's public memories (only while the profile
 * is public), and a way to hand an unanswered question to the owner.
 */
import type { TwinAccess } from '../agent/ports.js';
import type { Db } from '../db/client.js';
import type { SqlReader } from '../db/sql-reader.js';
import { foundPassage, searchPassages } from '../documents/passage-search.js';
import { answers, askedThing } from '../words/asked-thing.js';
import { searchMemories } from '../memories/memories.js';
import { overlap, searchStems } from '../words/search-terms.js';
import { notify, raisePriority, type NotificationDeps } from '../notifications/notifications.js';
import { publicScope, visibilityWhere } from '../privacy/read-scope.js';
import { publicProfileOfUser } from '../profile/public-profile.js';
import { recallableMemories } from '../projects/scope.js';
import type { Recall } from '../recall/recall.js';
import { loadTwinAccess } from './twin-settings.js';
import { questionLink, recordAsk } from './owner-answers.js';
import { said } from '../words/said.js';

/** How many conversations must ask the same open question before its notification is high priority. */
const ASKS_FOR_HIGH = 2;

export function createTwinAccess(deps: NotificationDeps & { db: Db; sql: SqlReader; recall?: Recall }): TwinAccess {
  return {
    publicProfile: (ownerId) => publicProfileOfUser(deps.db, ownerId),
    async searchPublicDocuments(ownerId, query, limit) {
      if (!(await publicProfileOfUser(deps.db, ownerId))) return [];
      // Public by the scope's type, and a condition of the search's own queries (documents/passage-search.ts).
      const hits = await searchPassages(deps, publicScope(ownerId), query, { limit });
      return hits.map(foundPassage);
    },
    async speaking(ownerId) {
      const { style, voice } = (await loadTwinAccess(deps.db, ownerId)).settings;
      return { style, voice };
    },
    async searchPublicMemories(ownerId, query, limit) {
      const profile = await publicProfileOfUser(deps.db, ownerId);
      if (!profile) return [];
      // A project that keeps its memories to itself keeps them from the twin too (projects/scope.ts).
      const scope = publicScope(ownerId);
      const hits = await searchMemories(deps.db, scope, query, {
        limit,
        recall: deps.recall,
        inProject: null,
      });
      // An owner's answer to a visitor's question ("Green") is found by the question too: when the
      // search names the thing that question asked (words/asked-thing.ts), not just one of its words
      // ("favourite film" is not "favourite colour"), and never by the owner's name, which all hold.
      const names = [profile.username, profile.display_name ?? ''];
      const stems = searchStems(query);
      for (const name of searchStems(names.join(' '))) stems.delete(name);
      const answered = stems.size
        ? await deps.db.twinQuestion.findMany({
            where: { ownerId, status: 'answered', memoryId: { not: null } },
            orderBy: { answeredAt: 'desc' },
            take: 500,
            select: { question: true, memoryId: true, kind: true },
          })
        : [];
      const viaQuestion = answered
        .filter((q) => answers(askedThing(q.question, names), query))
        .map((q) => ({ memoryId: q.memoryId!, score: overlap(stems, q.question), revision: q.kind === 'revision' }))
        .sort((a, b) => b.score - a.score);
      // A revision of the twin's reply to this very question (every word of it asked again) is said as written.
      const verbatim = new Set(viaQuestion.filter((q) => q.revision && q.score === stems.size).map((q) => q.memoryId));
      const extraIds = viaQuestion.map((q) => q.memoryId).filter((id) => !hits.some((h) => h.id === id));
      const extra = extraIds.length
        ? await deps.db.memory.findMany({
            where: { id: { in: extraIds }, userId: ownerId, ...visibilityWhere(scope), ...recallableMemories(null) },
            select: { id: true, content: true },
          })
        : [];
      const ordered = extraIds.map((id) => extra.find((m) => m.id === id)).filter((m) => m !== undefined);
      const viaIds = new Set(viaQuestion.map((q) => q.memoryId));
      const all = [...ordered, ...hits.map((m) => ({ id: m.id, content: m.content }))].map((m) => ({
        ...m,
        ownerWording: verbatim.has(m.id),
        answersQuestion: viaIds.has(m.id),
      }));
      // The owner's wording comes first.
      return [...all.filter((m) => m.ownerWording), ...all.filter((m) => !m.ownerWording)].slice(0, limit);
    },
    async askOwner({ ownerId, threadId, stepId, question }) {
      const text = question.trim().slice(0, 1000);
      const open = await deps.db.twinQuestion.findFirst({
        where: { ownerId, status: 'open', question: text },
        select: { id: true },
      });
      // The owner answers a question once; each conversation that asked it gets the answer.
      if (open) {
        await recordAsk(deps.db, open.id, threadId);
        // Priority comes from what Duet observed, never from the visitor's words: a question that
        // several conversations asked is more pressing (docs/decisions/notification-priority.md).
        const asks = await deps.db.twinQuestionAsk.count({ where: { questionId: open.id } });
        if (asks >= ASKS_FOR_HIGH) await raisePriority(deps, ownerId, questionLink(open.id), 'high');
        return { questionId: open.id };
      }
      const created = await deps.db.twinQuestion.create({
        data: { ownerId, threadId, stepId, question: text, asks: { create: { threadId } } },
        select: { id: true },
      });
      const short = text.length > 80 ? `${text.slice(0, 79)}…` : text;
      await notify(deps, ownerId, {
        type: 'warning',
        priority: 'normal',
        channel: 'twin',
        title: said(
          /*i18n*/ { id: 'notice.twin.could-not-answer', message: "Your twin couldn't answer: {question}" },
          {
            question: short,
          },
        ),
        summary: said(
          /*i18n*/ {
            id: 'notice.twin.answer-once',
            message:
              'A visitor asked something your public profile does not cover. Answer it once and your twin will know.',
          },
        ),
        message: text,
        actionUrl: questionLink(created.id),
      });
      return { questionId: created.id };
    },
  };
}
