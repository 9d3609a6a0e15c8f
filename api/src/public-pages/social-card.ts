/**
 * A profile's social card (og:image): 1200×630 PNG with the name, title, @username, avatar or
 * initials, bio and Duet's look, drawn with satori (layout to SVG) and resvg (SVG to PNG). Cards are kept
 * in memory, keyed by the profile's last change, so a card is drawn once per version.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { clip } from './head.js';

export interface CardProfile {
  username: string;
  display_name?: string | null;
  title?: string | null;
  bio?: string | null;
  location?: string | null;
}

const require = createRequire(import.meta.url);
let fonts: { name: string; data: Buffer; weight: 400 | 600 | 700; style: 'normal' }[] | null = null;
function loadFonts() {
  fonts ??= ([400, 600, 700] as const).map((weight) => ({
    name: 'Inter',
    data: fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  }));
  return fonts;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('') || '?';

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  props: Record<string, unknown> = {},
): Node => ({
  type,
  props: { ...props, style, children },
});

/** The card's layout (satori takes React-element-shaped objects; no JSX needed). */
function layout(p: CardProfile, avatar: string | null): Node {
  const name = p.display_name?.trim() || p.username;
  const bio = p.bio ? clip(p.bio, 150) : `Chat with ${name}'s AI twin.`;
  const face = avatar
    ? el('img', { width: 168, height: 168, borderRadius: 84, objectFit: 'cover' }, undefined, {
        src: avatar,
        width: 168,
        height: 168,
      })
    : el(
        'div',
        {
          width: 168,
          height: 168,
          borderRadius: 84,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'linear-gradient(135deg, #2357e6, #7035e0)',
          color: '#fff',
          fontSize: 64,
          fontWeight: 700,
        },
        initials(name),
      );
  return el(
    'div',
    // The size is the content box (satori adds the padding): 1200×630 in all.
    {
      width: 1040,
      height: 486,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      background: '#f7f7f8',
      fontFamily: 'Inter',
      color: '#16161a',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 48 }, [
        face,
        el('div', { display: 'flex', flexDirection: 'column', gap: 8, width: 820 }, [
          el('div', { fontSize: 64, fontWeight: 700, lineHeight: 1.1 }, clip(name, 40)),
          ...(p.title ? [el('div', { fontSize: 36, fontWeight: 600, color: '#2e2e36' }, clip(p.title, 50))] : []),
          el(
            'div',
            { fontSize: 32, color: '#5d5d6b' },
            `@${p.username}${p.location ? ` · ${clip(p.location, 40)}` : ''}`,
          ),
        ]),
      ]),
      el('div', { fontSize: 36, lineHeight: 1.4, color: '#2e2e36', display: 'flex', width: 1040 }, bio),
      el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', width: 1040 }, [
        el('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
          el('div', { display: 'flex', width: 56, height: 40, position: 'relative' }, [
            el('div', {
              position: 'absolute',
              left: 0,
              top: 0,
              width: 40,
              height: 40,
              borderRadius: 20,
              background: '#2357e6',
              opacity: 0.9,
            }),
            el('div', {
              position: 'absolute',
              left: 16,
              top: 0,
              width: 40,
              height: 40,
              borderRadius: 20,
              background: '#7035e0',
              opacity: 0.8,
            }),
          ]),
          el('div', { display: 'flex', fontSize: 36, fontWeight: 700 }, 'Duet'),
        ]),
        el(
          'div',
          {
            display: 'flex',
            fontSize: 30,
            fontWeight: 600,
            color: '#fff',
            background: '#2357e6',
            padding: '14px 28px',
            borderRadius: 999,
          },
          `Chat with ${clip(name, 24)}'s twin`,
        ),
      ]),
    ],
  );
}

export async function drawCard(profile: CardProfile, avatar: string | null = null): Promise<Buffer> {
  const svg = await satori(layout(profile, avatar) as never, { width: 1200, height: 630, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: 1200 } }).render().asPng();
}

/** Drawn cards by key (username and version), the least recently used dropped past `max`. */
export class CardCache {
  private readonly cards = new Map<string, Promise<Buffer>>();
  constructor(private readonly max = 200) {}

  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    let card = this.cards.get(key);
    if (card) {
      this.cards.delete(key);
      this.cards.set(key, card);
      return card;
    }
    card = draw();
    card.catch(() => this.cards.delete(key));
    this.cards.set(key, card);
    if (this.cards.size > this.max) this.cards.delete(this.cards.keys().next().value!);
    return card;
  }
}
