/**
 * What a twin agent may reach, and nothing more: the public projection of
 * its owner's profile, the owner's public memories (only while the profile
 * is public), and a way to hand an unanswered question to the owner.
 */
import type { TwinAccess } from '../agent/contract.js';
import type { Db } from '../db/client.js';
import { searchMemories } from '../memories/memories.js';
import { overlap, searchStems } from '../memories/search-terms.js';
import { notify, type NotificationDeps } from '../notifications/notifications.js';
import { publicProfileOfUser } from '../profile/public-profile.js';
import { recordAsk } from './owner-answers.js';

export function createTwinAccess(deps: NotificationDeps & { db: Db }): TwinAccess {
  return {
    publicProfile: (ownerId) => publicProfileOfUser(deps.db, ownerId),
    async searchPublicMemories(ownerId, query, limit) {
      const profile = await publicProfileOfUser(deps.db, ownerId);
      if (!profile) return [];
      const hits = await searchMemories(deps.db, ownerId, query, { visibility: 'public', limit });
      // An owner's answer to a visitor's question ("Green") is found by the question's words too,
      // but not by the owner's name, which every question about them holds.
      const stems = searchStems(query);
      for (const name of searchStems(`${profile.username} ${profile.display_name ?? ''}`)) stems.delete(name);
      const answered = stems.size
        ? await deps.db.twinQuestion.findMany({
            where: { ownerId, status: 'answered', memoryId: { not: null } },
            orderBy: { answeredAt: 'desc' },
            take: 500,
            select: { question: true, memoryId: true },
          })
        : [];
      const viaQuestion = answered
        .map((q) => ({ memoryId: q.memoryId!, score: overlap(stems, q.question) }))
        .filter((q) => q.score > 0 && !hits.some((h) => h.id === q.memoryId))
        .sort((a, b) => b.score - a.score)
        .map((q) => q.memoryId);
      const extra = viaQuestion.length
        ? await deps.db.memory.findMany({ where: { id: { in: viaQuestion }, userId: ownerId, visibility: 'public' }, select: { id: true, content: true } })
        : [];
      const ordered = viaQuestion.map((id) => extra.find((m) => m.id === id)).filter((m) => m !== undefined);
      return [...ordered, ...hits.map((m) => ({ id: m.id, content: m.content }))].slice(0, limit);
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
        return { questionId: open.id };
      }
      const created = await deps.db.twinQuestion.create({
        data: { ownerId, threadId, stepId, question: text, asks: { create: { threadId } } },
        select: { id: true },
      });
      const short = text.length > 80 ? `${text.slice(0, 79)}…` : text;
      await notify(deps, ownerId, {
        type: 'warning',
        priority: 'high',
        channel: 'twin',
        title: `Your twin couldn't answer: ${short}`,
        summary: 'A visitor asked something your public profile does not cover. Answer it once and your twin will know.',
        message: text,
        actionUrl: `/twin?question=${created.id}`,
      });
      return { questionId: created.id };
    },
  };
}
