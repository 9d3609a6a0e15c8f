/**
 * Settings › "Import conversations": a ChatGPT, Claude or Duet export becomes your chats, with
 * the upload's progress and a summary linking to them (docs/product.md, "Take it with you").
 */
import { ImportPanel, PageSection, type ImportStatus, type ImportSummaryView } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { useViewer } from '../../layouts/viewer-context';
import { AuthRequiredError } from '../../session/forced-logout';
import { conversationPath } from '../chat/conversation-path';
import { uploadImport } from '../import/upload-import';
import { SUGGESTIONS_ID } from '../knowledge/MemorySuggestionsSection';
import { refreshSidebarThreads } from '../sidebar/refresh-sidebar-threads';
import { errorText } from '../../relay/error-text';

interface State {
  status: ImportStatus;
  fileName: string | null;
  progress: number;
  summary: ImportSummaryView | null;
  message: string | null;
}

const IDLE: State = { status: 'idle', fileName: null, progress: 0, summary: null, message: null };

/** The Knowledge page's suggestions section (MemorySuggestionsSection focuses it). */
const SUGGESTIONS_PATH = `/knowledge#${SUGGESTIONS_ID}`;

export function ImportSection() {
  const { t } = useLingui();
  const [state, setState] = useState<State>(IDLE);
  const abort = useRef<AbortController | null>(null);
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const navigate = useNavigate();
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (file: File) => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ ...IDLE, status: 'uploading', fileName: file.name });
    try {
      const result = await uploadImport(
        file,
        {
          onProgress: (sent) => setState((s) => (s.status === 'uploading' ? { ...s, progress: sent } : s)),
          onUploaded: () => setState((s) => ({ ...s, status: 'importing', progress: 1 })),
        },
        controller.signal,
      );
      setState((s) => ({ ...s, status: 'done', summary: result }));
      // The sidebar lists the new conversations.
      if (result.imported > 0 && viewer) refreshSidebarThreads(environment, viewer.id);
    } catch (error) {
      if (controller.signal.aborted || error instanceof AuthRequiredError) return;
      setState((s) => ({
        ...s,
        status: 'error',
        message: errorText(error),
      }));
    }
  };

  return (
    <PageSection
      titleId="import-title"
      title={t`Import conversations`}
      note={t`Bring your chats from ChatGPT or Claude (from their data export), or from another Duet. Titles, dates and every branch are kept, and importing the same file again adds nothing.`}
    >
      <ImportPanel
        status={state.status}
        fileName={state.fileName}
        progress={state.progress}
        summary={state.summary}
        message={state.message}
        onFile={(file) => void start(file)}
        conversationHref={conversationPath}
        onOpenConversation={(id) => navigate(conversationPath(id))}
        suggestionsHref={SUGGESTIONS_PATH}
        onOpenSuggestions={() => navigate(SUGGESTIONS_PATH)}
      />
    </PageSection>
  );
}
