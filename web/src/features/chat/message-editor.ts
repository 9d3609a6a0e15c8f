/** The editor of a sent message, loaded after the conversation shows (ChatStep.tsx; web/src/layouts/load-later.tsx). */
export { MessageEditor } from '@duet/design-system';
