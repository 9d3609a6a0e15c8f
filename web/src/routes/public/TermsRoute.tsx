/** Terms of Service (public). */
import { PublicPage } from './PublicPage';

export function TermsRoute() {
  return (
    <PublicPage>
      <h1>Terms of Service</h1>
      <p>These terms cover your use of Duet: your private brain, your public twin and your public profile.</p>
      <h2>Your account</h2>
      <p>
        You need an account to chat with your private brain. Keep your password to yourself; you are responsible for
        what happens under your account. You can delete conversations at any time.
      </p>
      <h2>Your content</h2>
      <p>
        What you write and upload stays yours. We store it to run the service for you and for nothing else. Your public
        twin answers only from what you chose to make public.
      </p>
      <h2>Fair use</h2>
      <p>
        Do not use Duet to harm others, to break the law, or to overload the service. Public twins have daily message
        limits so that everyone can use them.
      </p>
      <h2>Changes</h2>
      <p>If these terms change, we will say so in the app before the change applies.</p>
    </PublicPage>
  );
}
