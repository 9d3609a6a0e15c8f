/**
 * Posts and projects as the list editor shows them ({id, title, text}) and back. A post is text or
 * {title, content}; a project text or {title, description, …}: what the editor does not show (a
 * project's url) is kept. An item's id is its saved form, unique in its list (the API keeps each
 * once), so it stays the same while the list is reordered.
 */
import type { EditableItem } from '@duet/design-system';

type Post = string | { title?: string; content?: string };
type Project = string | ({ title?: string; description?: string | null } & Record<string, unknown>);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function postsToItems(posts: unknown): EditableItem[] {
  return list(posts).map((p) => {
    const post = p as Post;
    return typeof post === 'string'
      ? { id: JSON.stringify(post), title: '', text: post }
      : { id: JSON.stringify(post), title: str(post.title), text: str(post.content) };
  });
}

export function itemsToPosts(items: readonly EditableItem[]): Post[] {
  return items.map((item) => (item.title ? { title: item.title, content: item.text } : item.text));
}

export function projectsToItems(projects: unknown): EditableItem[] {
  return list(projects).map((p) => {
    const project = p as Project;
    return typeof project === 'string'
      ? { id: JSON.stringify(project), title: project, text: '' }
      : { id: JSON.stringify(project), title: str(project.title), text: str(project.description) };
  });
}

export function itemsToProjects(items: readonly EditableItem[], before: unknown): Project[] {
  const originals = new Map(list(before).map((p) => [JSON.stringify(p), p as Project]));
  return items.map((item) => {
    const original = originals.get(item.id);
    const extra = original && typeof original === 'object' ? original : {};
    const { description: _dropped, ...rest } = extra;
    if (!item.text && Object.keys(rest).every((k) => k === 'title')) return item.title;
    return { ...rest, title: item.title, ...(item.text ? { description: item.text } : {}) };
  });
}
