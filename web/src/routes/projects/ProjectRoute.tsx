/**
 * /projects/{id}: a project's page. New chat starts a conversation in it; its conversations (each
 * can move out), a search narrowed to them, its files (ProjectFiles.tsx), its settings, and
 * deleting it with its conversations moved out or deleted too.
 */
import { Button, ConfirmDialog, EmptyState, Page, PageSection, ProjectSettings } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquarePlus } from 'lucide-react';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { ProjectRouteFilesQuery as FilesQueryType } from '../../__generated__/ProjectRouteFilesQuery.graphql';
import type { ProjectRouteQuery as QueryType } from '../../__generated__/ProjectRouteQuery.graphql';
import { ProjectFiles } from '../../features/projects/ProjectFiles';
import { ProjectSearch } from '../../features/projects/ProjectSearch';
import { ProjectThreads } from '../../features/projects/ProjectThreads';
import { useProjectActions } from '../../features/projects/useProjectActions';
import { useSaveProjectMutation } from '../../features/projects/useSaveProjectMutation';
import { usePageTitle } from '../../layouts/page-title';
import page from '../../layouts/page-parts.module.css';
import { useViewer } from '../../layouts/viewer-context';
import { errorText } from '../../relay/error-text';
import { requireViewer } from '../../session/AppViewer';
import { projectErrorsOf, type ProjectErrors } from './NewProjectRoute';
import styles from './ProjectRoute.module.css';

const Query = graphql`
  query ProjectRouteQuery($id: ID!) {
    viewer {
      project(id: $id) {
        databaseId
        name
        instructions
        instructionsMaxLength
        keepMemoriesToItself
        files {
          status
          ...ProjectFiles_files
        }
        ...ProjectThreads_project
      }
    }
  }
`;

// The files of a project, refreshed in the store while one is being read (ProjectFiles shows them).
const FilesQuery = graphql`
  query ProjectRouteFilesQuery($id: ID!) {
    viewer {
      project(id: $id) {
        id
        files {
          status
          ...ProjectFiles_files
        }
      }
    }
  }
`;

/** How often the page looks again while a file is waiting or being read. */
const WHILE_READING_MS = 1500;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return null;
}

export function ProjectRoute() {
  const { t } = useLingui();
  const { projectId = '' } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<QueryType>(
    Query,
    { id: projectId },
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only' },
  );
  const reload = useCallback(() => startTransition(() => setFetchKey((k) => k + 1)), []);
  const project = data.viewer?.project;
  const reading = project?.files.some((f) => f.status === 'queued' || f.status === 'reading') ?? false;
  // Only the files are read again while one is being read: the chats' pages shown stay.
  const environment = useRelayEnvironment();
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!reading) return;
    const timer = setTimeout(() => {
      void fetchQuery<FilesQueryType>(environment, FilesQuery, { id: projectId }, { fetchPolicy: 'network-only' })
        .toPromise()
        .finally(() => setRound((r) => r + 1));
    }, WHILE_READING_MS);
    return () => clearTimeout(timer);
  }, [reading, round, environment, projectId]);
  usePageTitle(project?.name ?? t`Project`);
  if (!project)
    return (
      <Page>
        <EmptyState title={t`No such project`} description={t`It may have been deleted, or it is not yours.`} />
      </Page>
    );
  return <ProjectPage key={project.databaseId} project={project} onChanged={reload} />;
}

type Project = NonNullable<NonNullable<QueryType['response']['viewer']>['project']>;

function ProjectPage({ project, onChanged }: { project: Project; onChanged: () => void }) {
  const { t } = useLingui();
  const viewer = useViewer();
  const navigate = useNavigate();
  const actions = useProjectActions(viewer?.id ?? '');
  const [save, saving] = useSaveProjectMutation(viewer?.id ?? '');
  const [errors, setErrors] = useState<ProjectErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [alsoConversations, setAlsoConversations] = useState(false);
  const fail = (e: unknown) => setFailure(errorText(e));
  const name = project.name;

  return (
    <Page
      intro={t`Chats in this project answer with its instructions, on top of your own, and search its files first.`}
    >
      <div className={`${page.row} ${styles.start}`}>
        <Button
          variant="primary"
          leadingIcon={<MessageSquarePlus />}
          loading={actions.starting}
          onClick={() => actions.startChat(project.databaseId).then((id) => navigate(`/chat/${id}`), fail)}
        >
          <Trans>New chat in {name}</Trans>
        </Button>
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <PageSection titleId="project-chats-title" title={t`Chats`}>
        <ProjectSearch projectId={project.databaseId} />
        <ProjectThreads
          project={project}
          onMoveOut={(threadId) => void actions.moveThread(threadId, null).then(onChanged, fail)}
        />
      </PageSection>
      <PageSection titleId="project-files-title" title={t`Files`}>
        <ProjectFiles projectId={project.databaseId} files={project.files} onChanged={onChanged} />
      </PageSection>
      <PageSection titleId="project-settings-title" title={t`Instructions and memory`}>
        <ProjectSettings
          value={{
            name: project.name,
            instructions: project.instructions ?? '',
            keepMemoriesToItself: project.keepMemoriesToItself,
          }}
          maxLength={project.instructionsMaxLength}
          saving={saving}
          errors={errors}
          notice={notice}
          onSave={(fields) => {
            setErrors({});
            setNotice(null);
            save(fields, project.databaseId).then(
              () => setNotice(t`Saved.`),
              (e: unknown) => setErrors(projectErrorsOf(e)),
            );
          }}
        />
      </PageSection>
      <PageSection titleId="project-delete-title" title={t`Delete project`}>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          <Trans>Delete project</Trans>
        </Button>
      </PageSection>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Delete ${name}?`}
        message={t`Its chats and files move out of it and stay yours, unless you delete them too.`}
        confirmLabel={t`Delete project`}
        confirming={actions.deleting}
        option={{
          label: t`Also delete its chats and files`,
          checked: alsoConversations,
          onChange: setAlsoConversations,
        }}
        onConfirm={() =>
          void actions.deleteProject(project.databaseId, alsoConversations).then(() => navigate('/chat'), fail)
        }
      />
    </Page>
  );
}
