import { describe, expect, it } from 'vitest';
import { displayName, visibleItems, type PublicProfileData } from './profile-data';

const profile: PublicProfileData = {
  username: 'ana',
  display_name: ' Ana Lima ',
  skills: ['TypeScript', 'Pottery'],
  photos: ['1.jpg', '2.jpg', '3.jpg', '4.jpg'],
  posts: [{ title: 'Hello' }],
  achievements: null,
};

describe('visibleItems', () => {
  it("is a section's items, shown unless the owner hid it", () => {
    expect(visibleItems(profile, 'skills')).toEqual(['TypeScript', 'Pottery']);
    expect(visibleItems(profile, 'posts')).toEqual([{ title: 'Hello' }]);
  });

  it('is nothing for a section the owner hid', () => {
    const hidden = {
      ...profile,
      twin_metadata: { section_visibility: { skills: false, posts: true } },
    };
    expect(visibleItems(hidden, 'skills')).toEqual([]);
    expect(visibleItems(hidden, 'posts')).toEqual([{ title: 'Hello' }]);
  });

  it('shows the first three photos', () => {
    expect(visibleItems(profile, 'photos')).toEqual(['1.jpg', '2.jpg', '3.jpg']);
  });

  it('is nothing for a section that is missing or not a list', () => {
    expect(visibleItems(profile, 'achievements')).toEqual([]);
    expect(visibleItems(profile, 'projects')).toEqual([]);
    expect(visibleItems({ username: 'x', skills: 'TypeScript' as never }, 'skills')).toEqual([]);
  });
});

describe('displayName', () => {
  it('is the display name, trimmed, else the username', () => {
    expect(displayName(profile)).toBe('Ana Lima');
    expect(displayName({ username: 'ana', display_name: '   ' })).toBe('ana');
    expect(displayName({ username: 'ana' })).toBe('ana');
  });
});
