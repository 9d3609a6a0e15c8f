/** Validation of profile updates (docs/product.md §3, §5): every field optional, clear messages. */
import { z } from 'zod';
import { FIELD_NAMES, MESSAGES, usernameRule } from '../auth/rules.js';
import { jsonSize } from '../limits/json-depth.js';
import { embedOriginOf } from './embed-origins.js';
import { itemKey, tidyItem, uniqueItems } from '../words/list-items.js';
import { said } from '../words/said.js';

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

/** The profile's fields as its rules name them in a sentence (marked, so they are translated with it). */
export const PROFILE_FIELD_NAMES = {
  title: said(/*i18n*/ { id: 'error.profile.field-title', message: 'Title' }),
  bio: said(/*i18n*/ { id: 'error.profile.field-bio', message: 'Bio' }),
  location: said(/*i18n*/ { id: 'error.profile.field-location', message: 'Location' }),
  interests: said(/*i18n*/ { id: 'error.profile.field-interests', message: 'interests' }),
  skills: said(/*i18n*/ { id: 'error.profile.field-skills', message: 'skills' }),
  achievements: said(/*i18n*/ { id: 'error.profile.field-achievements', message: 'achievements' }),
  photos: said(/*i18n*/ { id: 'error.profile.field-photos', message: 'photos' }),
  posts: said(/*i18n*/ { id: 'error.profile.field-posts', message: 'posts' }),
  projects: said(/*i18n*/ { id: 'error.profile.field-projects', message: 'projects' }),
  projectLink: said(/*i18n*/ { id: 'error.profile.field-project-link', message: "A project's link" }),
} as const;

/** "photos can have at most 30 items": a list holds more than it may (`name` from PROFILE_FIELD_NAMES). */
export const tooManyItems = (name: string, max: number) =>
  said(/*i18n*/ { id: 'error.profile.too-many-items', message: '{name} can have at most {max} items' }, { name, max });

/** How many items each list holds and how long each may be (the web's editor says the same). */
export const LIST_LIMITS = {
  interests: { items: 50, chars: 200 },
  skills: { items: 50, chars: 200 },
  achievements: { items: 50, chars: 500 },
} as const;
export type ListField = keyof typeof LIST_LIMITS;
export const PHOTOS_MAX = 30;
export const POSTS_MAX = 100;
export const PROJECTS_MAX = 50;

/** One item of a text list, trimmed and its spaces collapsed. */
export const listItem = (name: ListField) =>
  z
    .string({ error: `${name} must be a list of text` })
    .transform(tidyItem)
    .pipe(
      z
        .string()
        .min(
          1,
          said(
            /*i18n*/ { id: 'error.profile.empty-items', message: '{name} cannot contain empty items' },
            {
              name: PROFILE_FIELD_NAMES[name],
            },
          ),
        )
        .max(
          LIST_LIMITS[name].chars,
          said(
            /*i18n*/ { id: 'error.profile.item-too-long', message: 'Each of {name} can be at most {max} characters' },
            { name: PROFILE_FIELD_NAMES[name], max: LIST_LIMITS[name].chars },
          ),
        ),
    );

/** A text list; an item said twice (whatever its case or spaces) is kept once. */
const list = (name: ListField) =>
  z
    .array(listItem(name), { error: `${name} must be a list` })
    .max(LIST_LIMITS[name].items, tooManyItems(PROFILE_FIELD_NAMES[name], LIST_LIMITS[name].items))
    .transform((items) => uniqueItems(items, itemKey));

/** An address on the web: http(s), a host, no spaces. */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
const UPLOAD_PATH = /^\/api\/v1\/upload\/files\/([\w-]+)$/;

/** A web address, or (for pictures) a file uploaded to Duet. */
const url = (name: string, { uploads = true } = {}) =>
  z
    .string({ error: `${name} must be a URL` })
    .max(2048, MESSAGES.fieldTooLong(name, 2048))
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .refine(
      (v) => v === null || isWebAddress(v) || (uploads && UPLOAD_PATH.test(v)),
      uploads
        ? said(
            /*i18n*/ {
              id: 'error.profile.web-address-or-picture',
              message: '{name} must be a web address (https://…) or an uploaded picture',
            },
            { name },
          )
        : said(
            /*i18n*/ { id: 'error.profile.web-address', message: '{name} must be a web address (https://…)' },
            {
              name,
            },
          ),
    );

/** The upload a picture address names (/api/v1/upload/files/{id}), or null for another site's. */
export const uploadIdOf = (value: string | null | undefined) => UPLOAD_PATH.exec(value ?? '')?.[1] ?? null;

/** A site allowed to frame the twin: an origin, normalised (https://example.com, no path): embed-origins.ts. */
export const EMBED_ORIGINS_MAX = 10;
const EMBED_ORIGIN_MESSAGE = said(
  /*i18n*/ {
    id: 'error.profile.embed-origin',
    message: 'Each site must be an address like https://example.com (no path)',
  },
);
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

const POST_NEEDS_TEXT = said(/*i18n*/ { id: 'error.profile.post-needs-text', message: 'A post needs some text' });
const POST_TOO_LONG = said(
  /*i18n*/ { id: 'error.profile.post-too-long', message: 'A post can be at most 5000 characters' },
);
const post = z.union(
  [
    z.string().trim().min(1, POST_NEEDS_TEXT).max(5000, POST_TOO_LONG),
    z.object(
      {
        title: z
          .string({ error: "A post's title must be text" })
          .trim()
          .max(
            200,
            said(
              /*i18n*/ {
                id: 'error.profile.post-title-too-long',
                message: "A post's title can be at most 200 characters",
              },
            ),
          ),
        content: z.string({ error: POST_NEEDS_TEXT }).trim().min(1, POST_NEEDS_TEXT).max(5000, POST_TOO_LONG),
      },
      { error: 'Each post is text or {title, content}' },
    ),
  ],
  { error: 'Each post is text or {title, content}' },
);

const PROJECT_NEEDS_TITLE = said(
  /*i18n*/ { id: 'error.profile.project-needs-title', message: 'A project needs a title' },
);
const project = z.union(
  [
    z
      .string()
      .trim()
      .min(1, PROJECT_NEEDS_TITLE)
      .max(
        500,
        said(/*i18n*/ { id: 'error.profile.project-too-long', message: 'A project can be at most 500 characters' }),
      ),
    z
      .object(
        {
          title: z
            .string({ error: PROJECT_NEEDS_TITLE })
            .trim()
            .min(1, PROJECT_NEEDS_TITLE)
            .max(
              200,
              said(
                /*i18n*/ {
                  id: 'error.profile.project-title-too-long',
                  message: "A project's title can be at most 200 characters",
                },
              ),
            ),
          description: z
            .string({ error: "A project's description must be text" })
            .trim()
            .max(
              2000,
              said(
                /*i18n*/ {
                  id: 'error.profile.project-description-too-long',
                  message: "A project's description can be at most 2000 characters",
                },
              ),
            )
            .nullish(),
          url: url(PROFILE_FIELD_NAMES.projectLink, { uploads: false }),
        },
        { error: 'Each project is text or {title, description, url}' },
      )
      .catchall(z.unknown())
      .refine(
        (p) => jsonSize(p) <= 8192,
        said(/*i18n*/ { id: 'error.profile.project-too-large', message: 'A project is too large (limit 8 KB)' }),
      ),
  ],
  { error: 'Each project is text or {title, description, url}' },
);

const samePost = (p: z.output<typeof post>) => itemKey(typeof p === 'string' ? p : `${p.title}\n${p.content}`);
const sameProject = (p: z.output<typeof project>) => itemKey(typeof p === 'string' ? p : p.title);

/** The twin's settings on the profile: each section's visibility, and any other setting as it is. */
export const twinMetadataRule = z
  .object({
    sectionVisibility: z
      .object(
        Object.fromEntries(
          SECTIONS.map((s) => [s, z.boolean({ error: `section_visibility.${s} must be true or false` }).optional()]),
        ) as Record<Section, z.ZodOptional<z.ZodBoolean>>,
      )
      .strict()
      .optional(),
  })
  .catchall(z.unknown())
  // Measured as it is stored: its sections under `section_visibility` (profiles.ts).
  .refine(
    ({ sectionVisibility, ...rest }) =>
      jsonSize(sectionVisibility === undefined ? rest : { ...rest, section_visibility: sectionVisibility }) <= 16_384,
    'twin_metadata is too large (limit 16 KB)',
  );

/** A change to the profile: every field optional. REST reads it in snake_case (rest/profile.ts). */
export const profileUpdate = z
  .object({
    username: usernameRule.optional(),
    displayName: text(FIELD_NAMES.displayName, 80),
    title: text(PROFILE_FIELD_NAMES.title, 120),
    bio: text(PROFILE_FIELD_NAMES.bio, 2000),
    location: text(PROFILE_FIELD_NAMES.location, 120),
    avatarUrl: url('avatar_url'),
    profilePictureUrl: url('profile_picture_url'),
    interests: list('interests'),
    achievements: list('achievements'),
    skills: list('skills'),
    photos: z
      .array(url(PROFILE_FIELD_NAMES.photos).pipe(z.string({ error: 'photos cannot contain empty items' })), {
        error: 'photos must be a list of URLs',
      })
      .max(PHOTOS_MAX, tooManyItems(PROFILE_FIELD_NAMES.photos, PHOTOS_MAX))
      .transform((items) => [...new Set(items)]),
    posts: z
      .array(post, { error: 'posts must be a list' })
      .max(POSTS_MAX, tooManyItems(PROFILE_FIELD_NAMES.posts, POSTS_MAX))
      .transform((items) => uniqueItems(items, samePost)),
    projects: z
      .array(project, { error: 'projects must be a list' })
      .max(PROJECTS_MAX, tooManyItems(PROFILE_FIELD_NAMES.projects, PROJECTS_MAX))
      .transform((items) => uniqueItems(items, sameProject)),
    autoCuration: z.boolean({ error: 'auto_curation must be true or false' }),
    public: z.boolean({ error: 'public must be true or false' }),
    hideFromSearch: z.boolean({ error: 'hide_from_search must be true or false' }),
    embedOrigins: z
      .array(embedOrigin, { error: 'embed_origins must be a list of sites' })
      .max(
        EMBED_ORIGINS_MAX,
        said(
          /*i18n*/ { id: 'error.profile.too-many-sites', message: 'embed_origins can have at most {max} sites' },
          {
            max: EMBED_ORIGINS_MAX,
          },
        ),
      )
      .transform((list) => [...new Set(list)]),
    publicFields: z
      .array(z.enum(PUBLIC_BASE_FIELDS, { error: `public_fields may list: ${PUBLIC_BASE_FIELDS.join(', ')}` }))
      .max(PUBLIC_BASE_FIELDS.length),
    metadata: z
      .record(z.string(), z.unknown(), { error: 'metadata must be an object' })
      .refine((m) => jsonSize(m) <= 16_384, 'metadata is too large (limit 16 KB)'),
    twinMetadata: twinMetadataRule,
  })
  .partial()
  .strict();

export type ProfileUpdate = z.output<typeof profileUpdate>;

/** The name visitors know a person by: their display name, else @username. */
export const nameVisitorsKnow = (p: { username: string; displayName: string | null }) =>
  p.displayName?.trim() || `@${p.username}`;
