import { ChatCallToAction, ProfileHeader, ProfileSection, PublicNav } from '../index';
import { person } from './sample-data';
import styles from './Screens.module.css';

const ignore = () => {};

/** The public page a visitor opens: who the person is, what they do, and the way to their twin. */
export function PublicPageScreen() {
  return (
    <div className={styles.public}>
      <PublicNav onNavigate={ignore} />
      <main className={styles.publicColumn}>
        <ProfileHeader {...person} onChat={ignore} />
        {/* eslint-disable lingui/no-unlocalized-strings -- Ada's own profile (sample content, as in sample-data.tsx): not the interface's words */}
        <ProfileSection
          variant="achievements"
          items={[
            'Published the first algorithm for a machine',
            'Translated Menabrea’s memoir, with notes three times its length',
          ]}
        />
        <ProfileSection
          variant="projects"
          items={[
            { title: 'Note G', description: 'Bernoulli numbers on the Analytical Engine.' },
            { title: 'Flyology', description: 'A study of how birds fly, and of a machine that might.' },
          ]}
        />
        <ProfileSection variant="skills" items={['Mathematics', 'Technical writing', 'Translation', 'Poetry']} />
        {/* eslint-enable lingui/no-unlocalized-strings */}
        <ChatCallToAction name={person.displayName} onStart={ignore} />
      </main>
    </div>
  );
}
