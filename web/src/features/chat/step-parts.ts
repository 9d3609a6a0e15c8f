/**
 * Parts of a message shown only after a click, loaded after the conversation shows (ChatStep.tsx;
 * web/src/after-paint/load-later.tsx): the editor of a sent message, and the offline brain's notice in
 * an answer's details.
 */
export { MessageEditor, OfflineBrainNotice } from '@duet/design-system';
