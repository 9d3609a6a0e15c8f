/**
 * A Relay-free check of who is signed in, for the landing page: the landing route stays small
 * (the Relay client loads with the first signed-in or account page).
 */
export interface ViewerProbe {
  isOnboarded: boolean;
}

const probeQuery = 'query LandingViewerProbe { viewer { isOnboarded } }';

let probe: Promise<ViewerProbe | null> | null = null;

export function probeViewer(): Promise<ViewerProbe | null> {
  probe ??= fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: probeQuery }),
  })
    .then((response) => response.json() as Promise<{ data?: { viewer?: ViewerProbe | null } }>)
    .then((payload) => payload.data?.viewer ?? null)
    .catch(() => null)
    .finally(() => {
      // Ask again on the next visit to '/': the session may have changed.
      probe = null;
    });
  return probe;
}
