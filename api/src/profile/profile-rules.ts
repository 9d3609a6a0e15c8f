/** Validation of profile updates (docs/product.md §3, §5): every field optional, clear messages. */
import { z } from 'zod';
import { MESSAGES, usernameRule } from '../auth/rules.js';
import { jsonSize } from '../limits/json-depth.js';
import { embedOriginOf } from './embed-origins.js';

export const SECTIONS = ['achievements', 'posts', 'photos', 'skills', 'projects'] as const;
export type Section = (typeof SECTIONS)[number];

/** Fields of the profile a visitor may see when listed in public_fields (empty = all of them). */
export const PUBLIC_BASE_FIELDS = ['title', 'bio', 'interests', 'location', 'avatar_url'] as const;

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(max, MESSAGES.fieldTooLong(name, max))
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

const list = (name: string, maxItems = 50, maxChars = 200) =>
  z
    .array(
      z
        .string({ error: `${name} must be a list of text` })
        .trim()
        .min(1, `${name} cannot contain empty items`)
        .max(maxChars, `Each of ${name} can be at most ${maxChars} characters`),
      {
        error: `${name} must be a list`,
      },
    )
    .max(maxItems, `${name} can have at most ${maxItems} items`);

const url = (name: string) =>
  z
    .string({ error: `${name} must be a URL` })
    .max(2048)
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .refine(
      (v) => v === null || /^https?:\/\/\S+$/i.test(v) || /^\/api\/v1\/upload\/files\/[\w-]+$/.test(v),
      `${name} must be a URL`,
    );

/** A site allowed to frame the twin: an origin, normalised (https://example.com, no path): embed-origins.ts. */
export const EMBED_ORIGINS_MAX = 10;
const EMBED_ORIGIN_MESSAGE = 'Each site must be an address like https://example.com (no path)';
const embedOrigin = z
  .string({ error: EMBED_ORIGIN_MESSAGE })
  .trim()
  .max(200, EMBED_ORIGIN_MESSAGE)
  .transform((v, ctx) => {
    const origin = embedOriginOf(v);
    if (origin) return origin;
    ctx.addIssue({ code: 'custom', message: EMBED_ORIGIN_MESSAGE });
    return z.NEVER;
  });

const post = z.union([
  z.string().trim().min(1).max(5000),
  z.object(
    { title: z.string().trim().max(200), content: z.string().trim().max(5000) },
    { error: 'Each post is text or {title, content}' },
  ),
]);

const project = z.union([
  z.string().trim().min(1).max(500),
  z
    .object({
      title: z.string().trim().min(1, 'A project needs a title').max(200),
      description: z.string().trim().max(2000).nullish(),
      url: z.string().max(2048).nullish(),
    })
    .catchall(z.unknown()),
]);

export const profileUpdate = z
  .object({
    username: usernameRule.optional(),
    display_name: text('Display name', 80),
    title: text('Title', 120),
    bio: text('Bio', 2000),
    location: text('Location', 120),
    avatar_url: url('avatar_url'),
    profile_picture_url: url('profile_picture_url'),
    interests: list('interests'),
    achievements: list('achievements', 50, 500),
    skills: list('skills'),
    photos: z
      .array(url('photos').pipe(z.string({ error: 'photos must be URLs' })), { error: 'photos must be a list of URLs' })
      .max(30, 'photos can have at most 30 items'),
    posts: z.array(post, { error: 'posts must be a list' }).max(100, 'posts can have at most 100 items'),
    projects: z.array(project, { error: 'projects must be a list' }).max(50, 'projects can have at most 50 items'),
    public: z.boolean({ error: 'public must be true or false' }),
    hide_from_search: z.boolean({ error: 'hide_from_search must be true or false' }),
    embed_origins: z
      .array(embedOrigin, { error: 'embed_origins must be a list of sites' })
      .max(EMBED_ORIGINS_MAX, `embed_origins can have at most ${EMBED_ORIGINS_MAX} sites`)
      .transform((list) => [...new Set(list)]),
    public_fields: z
      .array(z.enum(PUBLIC_BASE_FIELDS, { error: `public_fields may list: ${PUBLIC_BASE_FIELDS.join(', ')}` }))
      .max(PUBLIC_BASE_FIELDS.length),
    metadata: z
      .record(z.string(), z.unknown(), { error: 'metadata must be an object' })
      .refine((m) => jsonSize(m) <= 16_384, 'metadata is too large (limit 16 KB)'),
    twin_metadata: z
      .object({
        section_visibility: z
          .object(
            Object.fromEntries(
              SECTIONS.map((s) => [
                s,
                z.boolean({ error: `section_visibility.${s} must be true or false` }).optional(),
              ]),
            ) as Record<Section, z.ZodOptional<z.ZodBoolean>>,
          )
          .strict()
          .optional(),
      })
      .catchall(z.unknown())
      .refine((m) => jsonSize(m) <= 16_384, 'twin_metadata is too large (limit 16 KB)'),
  })
  .partial()
  .strict();

export type ProfileUpdate = z.output<typeof profileUpdate>;

/** The name visitors know a person by: their display name, else @username. */
export const nameVisitorsKnow = (p: { username: string; displayName: string | null }) =>
  p.displayName?.trim() || `@${p.username}`;
