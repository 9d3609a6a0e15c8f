import { describe, expect, it } from 'vitest';
import { itemsToPosts, itemsToProjects, postsToItems, projectsToItems } from './profile-items';

describe('posts and projects in the list editor', () => {
  it('a post is text, or {title, content} when it has a title', () => {
    const items = postsToItems(['Just text', { title: 'Why I climb', content: 'The wall is honest.' }]);
    expect(items.map(({ title, text }) => ({ title, text }))).toEqual([
      { title: '', text: 'Just text' },
      { title: 'Why I climb', text: 'The wall is honest.' },
    ]);
    expect(itemsToPosts([...items].reverse())).toEqual([
      { title: 'Why I climb', content: 'The wall is honest.' },
      'Just text',
    ]);
  });

  it('a project keeps what the editor does not show (its link), reordered or edited', () => {
    const saved = ['Cragmap', { title: 'Bread log', description: 'Every loaf', url: 'https://bread.example' }];
    const items = projectsToItems(saved);
    const edited = [{ ...items[1]!, text: 'Every loaf since 2020' }, items[0]!];
    expect(itemsToProjects(edited, saved)).toEqual([
      { title: 'Bread log', description: 'Every loaf since 2020', url: 'https://bread.example' },
      'Cragmap',
    ]);
    expect(itemsToProjects([{ id: 'new-1', title: 'Kiln', text: 'Pottery' }], saved)).toEqual([
      { title: 'Kiln', description: 'Pottery' },
    ]);
  });

  it('ids stay the same when the list is reordered', () => {
    const a = postsToItems(['one', 'two']);
    const b = postsToItems(['two', 'one']);
    expect(b.map((i) => i.id)).toEqual([a[1]!.id, a[0]!.id]);
  });
});
