import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Award, Briefcase, Camera, Newspaper, Wrench } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { Chip } from '../Chip';
import styles from './ProfileSection.module.css';

export type ProfilePost = string | { title?: string | null; content?: string | null };
export type ProfileProject = string | { title?: string | null; description?: string | null };

export type ProfileSectionContent =
  | { variant: 'achievements'; items: readonly string[] }
  | { variant: 'posts'; items: readonly ProfilePost[] }
  | { variant: 'photos'; items: readonly string[] }
  | { variant: 'skills'; items: readonly string[] }
  | { variant: 'projects'; items: readonly ProfileProject[] };

export type ProfileSectionProps = ProfileSectionContent &
  Omit<HTMLAttributes<HTMLElement>, 'title'> & {
    /** Overrides the section's default title. */
    title?: string;
  };

const TITLES = {
  achievements: msg`Recent Achievements`,
  posts: msg`Latest Posts`,
  photos: msg`Photos`,
  skills: msg`Skills & Expertise`,
  projects: msg`Projects`,
} as const;

const ICONS = {
  achievements: <Award />,
  posts: <Newspaper />,
  photos: <Camera />,
  skills: <Wrench />,
  projects: <Briefcase />,
} as const;

function body(content: ProfileSectionContent): ReactNode {
  switch (content.variant) {
    case 'achievements':
      return (
        <ul className={styles.achievements}>
          {content.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case 'posts':
      return (
        <div className={styles.cards}>
          {content.items.map((post, i) =>
            typeof post === 'string' ? (
              <p key={i} className={styles.card}>
                {post}
              </p>
            ) : (
              <article key={i} className={styles.card}>
                {post.title && <h3 className={styles.cardTitle}>{post.title}</h3>}
                {post.content && <p className={styles.cardText}>{post.content}</p>}
              </article>
            ),
          )}
        </div>
      );
    case 'photos':
      return (
        <div className={styles.photos}>
          {content.items.slice(0, 3).map((src, i) => {
            const number = i + 1;
            const caption = t`Snapshot ${number}`;
            return (
              <figure key={i} className={styles.photo}>
                <img src={src} alt={caption} loading="lazy" />
                <figcaption>{caption}</figcaption>
              </figure>
            );
          })}
        </div>
      );
    case 'skills':
      return (
        <ul className={styles.skills}>
          {content.items.map((skill, i) => (
            <li key={i}>
              <Chip variant="accent" wrap>
                {skill}
              </Chip>
            </li>
          ))}
        </ul>
      );
    case 'projects':
      return (
        <div className={styles.cards}>
          {content.items.map((project, i) => {
            const title = typeof project === 'string' ? project : project.title || t`Project`;
            const description = typeof project === 'string' ? null : project.description;
            return (
              <article key={i} className={styles.card}>
                <h3 className={styles.cardTitle}>{title}</h3>
                {description && <p className={styles.cardText}>{description}</p>}
              </article>
            );
          })}
        </div>
      );
  }
}

/** A public profile section; renders nothing when it has no items. */
export const ProfileSection = forwardRef<HTMLElement, ProfileSectionProps>(function ProfileSection(props, ref) {
  const { i18n } = useLingui();
  const { variant, items, title, className, ...rest } = props;
  if (items.length === 0) return null;
  const heading = title ?? i18n._(TITLES[variant]);
  const headingId = `profile-section-${variant}`;
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={cx(styles.root, className)}
      data-variant={variant}
      {...rest}
    >
      <h2 id={headingId} className={styles.title}>
        <span className={styles.icon} aria-hidden="true">
          {ICONS[variant]}
        </span>
        {heading}
      </h2>
      {body({ variant, items } as ProfileSectionContent)}
    </section>
  );
});
