/** Privacy Policy (public). */
import { Trans } from '@lingui/react/macro';
import { PublicPage } from './PublicPage';

export function PrivacyRoute() {
  return (
    <PublicPage>
      <h1>
        <Trans>Privacy Policy</Trans>
      </h1>
      <p>
        <Trans>Duet is built so that your private brain stays private.</Trans>
      </p>
      <h2>
        <Trans>What we keep</Trans>
      </h2>
      <p>
        <Trans>
          Your account (e-mail, username, display name), your conversations, the memories your brain saves, your
          profile, and the files you attach. Your password is stored only as a strong one-way hash.
        </Trans>
      </p>
      <h2>
        <Trans>Who sees it</Trans>
      </h2>
      <p>
        <Trans>
          Only you see your conversations and memories. Your public profile and your public twin show only the sections
          you make public; the twin&apos;s tools cannot read anything else.
        </Trans>
      </p>
      <h2>
        <Trans>The AI model</Trans>
      </h2>
      <p>
        <Trans>
          By default Duet answers with a local model that runs on the server itself: your messages are not sent to a
          third-party AI provider. If the operator connects an external provider, the app says so.
        </Trans>
      </p>
      <h2>
        <Trans>Cookies</Trans>
      </h2>
      <p>
        <Trans>One cookie keeps you signed in. There are no advertising or tracking cookies.</Trans>
      </p>
      <h2>
        <Trans>Your choices</Trans>
      </h2>
      <p>
        <Trans>You can delete any conversation at any time, and signing out clears the data this browser keeps.</Trans>
      </p>
    </PublicPage>
  );
}
