import { describe, expect, it } from 'vitest';
import { gerund } from './interest-clauses.js';
import { patchFor } from './profile-pal-policy.js';

const interests = (text: string) => patchFor('interests', text)?.interests;

describe('an interests answer of several clauses', () => {
  it("keeps each clause's interest, with what the person does as an activity", () => {
    expect(interests('I love typography and I bake sourdough every weekend')).toEqual([
      'typography',
      'baking sourdough',
    ]);
    expect(interests("I'm into chess, and I run trail races most weekends.")).toEqual(['chess', 'running trail races']);
    expect(interests('I enjoy jazz but I also paint watercolours on Sundays')).toEqual([
      'jazz',
      'painting watercolours',
    ]);
    expect(interests('I love film and play guitar in my free time')).toEqual(['film', 'playing guitar']);
    expect(interests('I knit scarves; I swim twice a week')).toEqual(['knitting scarves', 'swimming']);
  });

  it('keeps the interests named beside an activity', () => {
    expect(interests('typography and I bake sourdough every weekend')).toEqual(['typography', 'baking sourdough']);
    expect(interests('climbing, jazz and I bake bread on Sundays')).toEqual(['climbing', 'jazz', 'baking bread']);
  });

  it('reads a single activity without how often', () => {
    expect(interests('I bake sourdough every weekend.')).toEqual(['baking sourdough']);
    expect(interests('I ski every winter')).toEqual(['skiing']);
  });

  it('leaves lists and other kinds of clauses as they were', () => {
    expect(interests('climbing, jazz and tea')).toEqual(['climbing', 'jazz', 'tea']);
    expect(patchFor('interests', 'I love jazz and I live in Porto')).toEqual({
      interests: ['jazz'],
      location: 'Porto',
    });
    expect(interests('I work at a bank and I love cycling')).toEqual(['cycling']);
  });

  it('makes gerunds', () => {
    expect(['bake', 'run', 'ski', 'play', 'swim', 'tie', 'garden', 'code'].map(gerund)).toEqual([
      'baking',
      'running',
      'skiing',
      'playing',
      'swimming',
      'tying',
      'gardening',
      'coding',
    ]);
  });
});
