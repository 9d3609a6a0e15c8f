/**
 * A person's public profile: header, visible sections, and the invitation to chat with the twin
 * (or, while the owner lets nobody talk to it, that the twin is off: no Chat, no Start Twin Chat).
 * `ProfileContent` is the page's body (the in-app route puts it in the sidebar layout);
 * `PublicFrame` is the signed-out frame around any public page.
 */
import { ChatCallToAction, ProfileHeader, ProfileSection, PublicNav } from '@duet/design-system';
import type { ReactNode } from 'react';
import { go, type NavigateHandler } from './navigate';
import { displayName, twinTakesChats, visibleItems, type PublicProfileData } from './profile-data';
import styles from './ProfilePage.module.css';

export function ProfileContent({
  profile: p,
  onNavigate,
}: {
  profile: PublicProfileData;
  onNavigate?: NavigateHandler;
}) {
  const chat = () => go(`/twin/${p.username}/chat`, onNavigate);
  const open = twinTakesChats(p);
  return (
    <>
      <ProfileHeader
        username={p.username}
        displayName={p.display_name}
        title={p.title}
        avatarUrl={p.avatar_url}
        bio={p.bio}
        interests={p.interests ?? []}
        location={p.location}
        accent="blue"
        onChat={open ? chat : undefined}
      />
      <div className={styles.sections}>
        <ProfileSection variant="achievements" items={visibleItems(p, 'achievements')} />
        <ProfileSection variant="posts" items={visibleItems(p, 'posts')} />
        <ProfileSection variant="photos" items={visibleItems(p, 'photos')} />
        <ProfileSection variant="skills" items={visibleItems(p, 'skills')} />
        <ProfileSection variant="projects" items={visibleItems(p, 'projects')} />
      </div>
      <ChatCallToAction name={displayName(p)} onStart={chat} available={open} />
    </>
  );
}

/** The profile's column (blue accent: this is what visitors see). */
export function ProfileColumn({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page} data-accent="blue">
      {children}
    </div>
  );
}

/** The signed-out frame: the public navigation above the page. */
export function PublicFrame({ children, onNavigate }: { children: ReactNode; onNavigate?: NavigateHandler }) {
  return (
    <div className={styles.bare}>
      <PublicNav onNavigate={onNavigate} />
      <main className={styles.main}>{children}</main>
    </div>
  );
}

export function ProfilePage({ profile }: { profile: PublicProfileData }) {
  return (
    <PublicFrame>
      <ProfileColumn>
        <ProfileContent profile={profile} />
      </ProfileColumn>
    </PublicFrame>
  );
}
