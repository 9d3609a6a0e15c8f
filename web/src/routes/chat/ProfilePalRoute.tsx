/** /profile-pal: opens the Profile Pal thread (the existing one, or a new one) at /chat/{threadId}. */
import { commitMutation, graphql } from 'react-relay/hooks';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { ProfilePalRouteMutation } from '../../__generated__/ProfilePalRouteMutation.graphql';
import { environment } from '../../relay/environment';
import { requireViewer } from '../../session/AppViewer';

const StartProfilePal = graphql`
  mutation ProfilePalRouteMutation {
    startProfilePalChat {
      threadId
    }
  }
`;

/** The Profile Pal thread's database id (created with its first question when missing). */
export function startProfilePal(): Promise<string> {
  return new Promise((resolve, reject) => {
    commitMutation<ProfilePalRouteMutation>(environment, {
      mutation: StartProfilePal,
      variables: {},
      onCompleted: (data) => resolve(data.startProfilePalChat.threadId),
      onError: reject,
    });
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return redirect(`/chat/${await startProfilePal()}`);
}
