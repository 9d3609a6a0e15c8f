/** Privacy Policy (public). */
import { PublicPage } from './PublicPage';

export function PrivacyRoute() {
  return (
    <PublicPage>
      <h1>Privacy Policy</h1>
      <p>Duet is built so that your private brain stays private.</p>
      <h2>What we keep</h2>
      <p>
        Your account (e-mail, username, display name), your conversations, the memories your brain saves, your profile,
        and the files you attach. Your password is stored only as a strong one-way hash.
      </p>
      <h2>Who sees it</h2>
      <p>
        Only you see your conversations and memories. Your public profile and your public twin show only the sections
        you make public; the twin&apos;s tools cannot read anything else.
      </p>
      <h2>The AI model</h2>
      <p>
        By default Duet answers with a local model that runs on the server itself: your messages are not sent to a
        third-party AI provider. If the operator connects an external provider, the app says so.
      </p>
      <h2>Cookies</h2>
      <p>One cookie keeps you signed in. There are no advertising or tracking cookies.</p>
      <h2>Your choices</h2>
      <p>You can delete any conversation at any time, and signing out clears the data this browser keeps.</p>
    </PublicPage>
  );
}
