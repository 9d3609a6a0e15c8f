/**
 * Projects in exports and imports (docs/product.md, "Take it with you"): each conversation file of
 * the Duet format names its project with the project's name, instructions and memory setting
 * (conversations/duet-format.ts), and the account ZIP lists the projects with their files in
 * projects.json (conversations/export-account.ts). Importing a conversation that names a project
 * puts it in the person's project of that name, made with the file's instructions when they have
 * none (and left outside projects when they already have as many as Duet keeps).
 * A shared link (conversations/shares.ts) never carries any of it.
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  PROJECT_INSTRUCTIONS_MAX,
  PROJECT_NAME_MAX,
  PROJECTS_MAX,
  PROJECT_SELECT,
  projectsByIds,
  type ProjectRecord,
} from './projects.js';

/** A project as the Duet format writes it. */
export interface DuetProject {
  id: string;
  name: string;
  instructions: string | null;
  keep_memories_to_itself: boolean;
}

/** projects.json's entries: each project and its files (the documents, by id, name and upload). */
export interface ExportedProject extends DuetProject {
  created_at: string;
  files: Array<{ document_id: string; name: string; upload_id: string | null }>;
}

/** A project's row as the format writes it. */
const asDuetProject = (p: Pick<ProjectRecord, 'id' | 'name' | 'instructions' | 'keepMemoriesToItself'>) => ({
  id: p.id,
  name: p.name,
  instructions: p.instructions,
  keep_memories_to_itself: p.keepMemoriesToItself,
});

/** The person's projects as the exports write them, by id. */
export async function exportedProjects(db: Db, userId: string): Promise<Map<string, ExportedProject>> {
  const rows = await db.project.findMany({
    where: { userId },
    orderBy: { createdAt: 'asc' },
    select: { ...PROJECT_SELECT, documents: { select: { id: true, name: true, uploadId: true } } },
  });
  return new Map(
    rows.map((p) => [
      p.id,
      {
        ...asDuetProject(p),
        created_at: p.createdAt.toISOString(),
        files: p.documents.map((d) => ({ document_id: d.id, name: d.name, upload_id: d.uploadId })),
      },
    ]),
  );
}

/** The project a conversation file of the account ZIP names, as the format writes it. */
export const duetProject = (p: ExportedProject | undefined): DuetProject | undefined =>
  p
    ? { id: p.id, name: p.name, instructions: p.instructions, keep_memories_to_itself: p.keep_memories_to_itself }
    : undefined;

/** The project one exported conversation file names (only that project read), or none. */
export async function duetProjectOf(
  db: Db,
  userId: string,
  projectId: string | null,
): Promise<DuetProject | undefined> {
  const [project] = projectId ? await projectsByIds(db, userId, [projectId]) : [];
  return project ? asDuetProject(project) : undefined;
}

/**
 * What an imported file says of a conversation's project, read leniently: a wrong name is no
 * project (null), other wrong fields are their defaults. The import reads the file with it
 * (conversations/import/duet.ts).
 */
export const importedProject = z
  .object({
    name: z
      .string()
      .transform((v) => v.replace(/\s+/g, ' ').trim().slice(0, PROJECT_NAME_MAX))
      .pipe(z.string().min(1)),
    instructions: z
      .unknown()
      .transform((v) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, PROJECT_INSTRUCTIONS_MAX) : null)),
    keep_memories_to_itself: z.unknown().transform((v) => v === true),
  })
  .transform((p) => ({ name: p.name, instructions: p.instructions, keep: p.keep_memories_to_itself }))
  .nullable()
  .catch(null);
export type ImportedProject = NonNullable<z.output<typeof importedProject>>;

/**
 * Finds (by name) or makes the person's projects imported conversations name, once each per
 * import. null: no project (the person has as many as Duet keeps).
 */
export class ImportedProjects {
  private readonly byName = new Map<string, string | null>();
  /** The person's projects, read once an import (those it makes are added). */
  private mine?: Promise<Array<{ id: string; name: string }>>;
  constructor(
    private readonly db: Db,
    private readonly userId: string,
  ) {}

  async idOf(project: ImportedProject | null): Promise<string | null> {
    if (!project) return null;
    const key = project.name.toLowerCase();
    if (this.byName.has(key)) return this.byName.get(key)!;
    const mine = await (this.mine ??= this.db.project.findMany({
      where: { userId: this.userId },
      select: { id: true, name: true },
    }));
    const same = mine.find((p) => p.name.toLowerCase() === key);
    const id = same
      ? same.id
      : mine.length >= PROJECTS_MAX
        ? null
        : (
            await this.db.project.create({
              data: {
                userId: this.userId,
                name: project.name,
                instructions: project.instructions,
                keepMemoriesToItself: project.keep,
              },
              select: { id: true },
            })
          ).id;
    if (id && !same) mine.push({ id, name: project.name });
    this.byName.set(key, id);
    return id;
  }
}
