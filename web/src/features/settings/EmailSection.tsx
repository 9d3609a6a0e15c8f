/**
 * Settings → E-mail: a new address gets a link; until it is used the account keeps its e-mail
 * (docs/product.md §13). Resend mails a new link, Cancel drops the change.
 */
import { EmailChange, PageSection, type EmailChangeErrors } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EmailSection_viewer$key } from '../../__generated__/EmailSection_viewer.graphql';
import { formErrorsOf } from '../../relay/field-error';
import { useCancelEmailChangeMutation } from './useCancelEmailChangeMutation';
import { useRequestEmailChangeMutation } from './useRequestEmailChangeMutation';
import { useResendEmailChangeMutation } from './useResendEmailChangeMutation';

const Fragment = graphql`
  fragment EmailSection_viewer on User {
    email
    pendingEmailChange {
      email
    }
  }
`;

/** A refusal at its field of the form, else for the whole change. */
const errorsOf = (e: unknown): EmailChangeErrors => formErrorsOf(e, ['email', 'password']);

export function EmailSection({ viewer }: { viewer: EmailSection_viewer$key }) {
  const { t } = useLingui();
  const data = useFragment(Fragment, viewer);
  const [request, requesting] = useRequestEmailChangeMutation();
  const [resend, resending] = useResendEmailChangeMutation();
  const [cancel, cancelling] = useCancelEmailChangeMutation();
  const [errors, setErrors] = useState<EmailChangeErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const busy = requesting ? 'request' : resending ? 'resend' : cancelling ? 'cancel' : null;

  const run = async (action: () => Promise<unknown>, done: string | null) => {
    setErrors({});
    setNotice(null);
    try {
      await action();
      setNotice(done);
    } catch (e) {
      setErrors(errorsOf(e));
    }
  };

  const newAddress = data.pendingEmailChange?.email ?? t`the new address`;

  return (
    <PageSection titleId="email-title" title={t`E-mail`}>
      <EmailChange
        email={data.email ?? ''}
        pendingEmail={data.pendingEmailChange?.email ?? null}
        busy={busy}
        errors={errors}
        notice={notice}
        onRequest={({ email, password }) => {
          if (!email) {
            setErrors({ email: t`Enter the new e-mail` });
            return;
          }
          void run(() => request(email, password || null), null);
        }}
        onResend={() => void run(() => resend(), t`We sent a new link to ${newAddress}.`)}
        onCancel={() => void run(() => cancel(), t`The change is cancelled: your e-mail stays as it is.`)}
      />
    </PageSection>
  );
}
