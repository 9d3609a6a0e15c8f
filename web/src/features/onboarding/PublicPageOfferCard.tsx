/**
 * The public page and the twin, offered in a new chat once onboarding has let the person through
 * (docs/decisions/onboarding-lets-through.md): shown while the profile is not public, until "Not now".
 * It loads on its own, so the new chat never waits for it.
 */
import { PublicPageOffer } from '@duet/design-system';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { PublicPageOfferCardQuery } from '../../__generated__/PublicPageOfferCardQuery.graphql';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../session/storage-keys';

const Query = graphql`
  query PublicPageOfferCardQuery {
    viewer {
      profile {
        public
      }
    }
  }
`;

function Offer({ onDismiss }: { onDismiss: () => void }) {
  const navigate = useNavigate();
  const data = useLazyLoadQuery<PublicPageOfferCardQuery>(Query, {}, { fetchPolicy: 'store-and-network' });
  if (!data.viewer || data.viewer.profile.public) return null;
  return (
    <PublicPageOffer
      setupHref="/twin/profile"
      profilePalHref="/profile-pal"
      onNavigate={(path) => navigate(path)}
      onDismiss={onDismiss}
    />
  );
}

export function PublicPageOfferCard() {
  const [dismissed, setDismissed] = useState(() => readStorage(STORAGE_KEYS.publicPageOfferDismissed) === 'true');
  if (dismissed) return null;
  return (
    <Suspense fallback={null}>
      <Offer
        onDismiss={() => {
          writeStorage(STORAGE_KEYS.publicPageOfferDismissed, 'true');
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
