/** Terms of Service (public). */
import { Trans } from '@lingui/react/macro';
import { PublicPage } from './PublicPage';

export function TermsRoute() {
  return (
    <PublicPage>
      <h1>
        <Trans>Terms of Service</Trans>
      </h1>
      <p>
        <Trans>These terms cover your use of Duet: your private brain, your public twin and your public profile.</Trans>
      </p>
      <h2>
        <Trans>Your account</Trans>
      </h2>
      <p>
        <Trans>
          You need an account to chat with your private brain. Keep your password to yourself; you are responsible for
          what happens under your account. You can delete conversations at any time.
        </Trans>
      </p>
      <h2>
        <Trans>Your content</Trans>
      </h2>
      <p>
        <Trans>
          What you write and upload stays yours. We store it to run the service for you and for nothing else. Your
          public twin answers only from what you chose to make public.
        </Trans>
      </p>
      <h2>
        <Trans>Fair use</Trans>
      </h2>
      <p>
        <Trans>
          Do not use Duet to harm others, to break the law, or to overload the service. Public twins have daily message
          limits so that everyone can use them.
        </Trans>
      </p>
      <h2>
        <Trans>Changes</Trans>
      </h2>
      <p>
        <Trans>If these terms change, we will say so in the app before the change applies.</Trans>
      </p>
    </PublicPage>
  );
}
