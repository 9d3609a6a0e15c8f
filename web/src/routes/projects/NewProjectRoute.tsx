/**
 * /projects/new: a project's name, instructions and memory setting, then Create opens its page
 * (ProjectRoute.tsx), where its files and conversations go.
 */
import { Page, PageSection, ProjectSettings } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { useSaveProjectMutation } from '../../features/projects/useSaveProjectMutation';
import { useViewer } from '../../layouts/viewer-context';
import { errorText } from '../../relay/error-text';
import { FieldError } from '../../relay/field-error';
import { requireViewer } from '../../session/AppViewer';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return null;
}

export type ProjectErrors = { name?: string; instructions?: string; form?: string };

/** A refusal at the field it names (the server's field names are the form's). */
export function projectErrorsOf(e: unknown): ProjectErrors {
  if (e instanceof FieldError && (e.field === 'name' || e.field === 'instructions')) return { [e.field]: e.message };
  return { form: errorText(e) };
}

export function NewProjectRoute() {
  const { t } = useLingui();
  const viewer = useViewer();
  const navigate = useNavigate();
  const [save, saving] = useSaveProjectMutation(viewer?.id ?? '');
  const [errors, setErrors] = useState<ProjectErrors>({});
  return (
    <Page
      intro={t`A project keeps related chats together. Each chat in it answers with the project's instructions, on top of your own, and searches its files first.`}
    >
      <PageSection titleId="new-project-title" title={t`New project`}>
        <ProjectSettings
          value={{ name: '', instructions: '', keepMemoriesToItself: false }}
          submitLabel={t`Create project`}
          saving={saving}
          errors={errors}
          onSave={(fields) => {
            setErrors({});
            save(fields).then(
              (id) => navigate(`/projects/${id}`),
              (e: unknown) => setErrors(projectErrorsOf(e)),
            );
          }}
        />
      </PageSection>
    </Page>
  );
}
