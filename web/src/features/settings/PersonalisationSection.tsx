/**
 * Settings → Personalisation: what Duet should know about the person and how it should answer.
 * Every private conversation's model gets them, the twin never (api/src/personalisation/). With
 * the offline brain answering, a note says it follows only the length of its answers.
 */
import { PageSection, PersonalInstructions, type PersonalInstructionsValue } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { PersonalisationSection_viewer$key } from '../../__generated__/PersonalisationSection_viewer.graphql';
import { formErrorsOf } from '../../relay/field-error';
import { useSetPersonalInstructionsMutation } from './useSetPersonalInstructionsMutation';

const Fragment = graphql`
  fragment PersonalisationSection_viewer on User {
    isAdmin
    hasConnectedModel
    personalInstructions {
      about
      style
      maxLength
    }
    chatModel {
      offline
    }
  }
`;

type Errors = { about?: string; style?: string; form?: string };

const errorsOf = (e: unknown): Errors => formErrorsOf(e, ['about', 'style']);

export function PersonalisationSection({ viewer }: { viewer: PersonalisationSection_viewer$key }) {
  const { t } = useLingui();
  const data = useFragment(Fragment, viewer);
  const [save, saving] = useSetPersonalInstructionsMutation();
  const [saved, setSaved] = useState<PersonalInstructionsValue>({
    about: data.personalInstructions.about ?? '',
    style: data.personalInstructions.style ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const offline = data.chatModel.offline;

  return (
    <PageSection titleId="personalisation-title" title={t`Personalisation`}>
      <PersonalInstructions
        data-testid="personal-instructions"
        value={saved}
        maxLength={data.personalInstructions.maxLength}
        saving={saving}
        errors={errors}
        notice={notice}
        onSave={({ about, style }) => {
          setErrors({});
          setNotice(null);
          save(about, style).then(
            (kept) => {
              setSaved(kept);
              setNotice(t`Saved.`);
            },
            (e: unknown) => setErrors(errorsOf(e)),
          );
        }}
        footnote={
          offline ? (
            <>
              <Trans>Duet’s offline brain follows only how long its answers should be; the rest needs a model.</Trans>{' '}
              {data.hasConnectedModel ? (
                t`Choose a connected model in the model menu of a chat.`
              ) : data.isAdmin ? (
                <Link to="/admin/ai">
                  <Trans>Connect a model</Trans>
                </Link>
              ) : (
                t`Ask your admin to connect one.`
              )}
            </>
          ) : null
        }
      />
    </PageSection>
  );
}
