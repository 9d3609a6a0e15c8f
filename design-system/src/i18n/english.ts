/**
 * English as the code writes it, values and plurals included: Lingui's message compiler, for the
 * app (web/src/main.tsx), Storybook and the unit tests. The public pages leave it out (about 6 KB)
 * and get their messages compiled from the server (docs/decisions/languages.md).
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n } from './i18n';

i18n.setMessagesCompiler(compileMessage);
