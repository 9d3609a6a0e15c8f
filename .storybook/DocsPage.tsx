import {
  Controls,
  Description,
  DocsContext,
  Stories,
  Story,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { useContext, type ReactNode } from 'react';
import { componentNotes } from '../design-system/src/docs/notes';

/**
 * The docs page of every component (autodocs): what it is for (the component's doc comment), when to
 * use it and when not, its keyboard and screen-reader behaviour (design-system/src/docs/notes/), its
 * first story in the light and the dark theme side by side, its props from the types, then every story.
 */
export function DocsPage() {
  const { csfFile, preparedMeta } = useOf('meta', ['meta']);
  const context = useContext(DocsContext);
  const [primary] = context.componentStoriesFromCSFFile(csfFile);
  const notes = componentNotes[preparedMeta.title];
  // A story that opens a dialog or a menu at once renders in its own frame (docs.story.inline false),
  // where a wrapper cannot set its theme: the toolbar's Theme switches it instead.
  const inline = (primary?.parameters.docs as { story?: { inline?: boolean } } | undefined)?.story?.inline !== false;
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      {notes && (
        <dl className="duet-docs-notes">
          <Note term="Use it">{notes.use}</Note>
          <Note term="Not for">{notes.avoid}</Note>
          <Note term="Keyboard">{notes.keyboard}</Note>
          <Note term="Screen reader">{notes.screenReader}</Note>
        </dl>
      )}
      {primary && (
        <>
          <h2 className="duet-docs-heading">Light and dark</h2>
          {inline ? (
            <div className="duet-docs-themes">
              {(['light', 'dark'] as const).map((theme) => (
                <div key={theme} data-theme={theme} className="duet-docs-theme">
                  <span className="duet-docs-theme-name">{theme === 'light' ? 'Light' : 'Dark'}</span>
                  <Story of={primary.moduleExport} />
                </div>
              ))}
            </div>
          ) : (
            <p>
              This component opens over the page, so its stories render in frames of their own: switch the
              toolbar&apos;s Theme to see it in the other theme.
            </p>
          )}
        </>
      )}
      <h2 className="duet-docs-heading">Props</h2>
      <Controls />
      <Stories title="Stories" includePrimary />
    </>
  );
}

function Note({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
