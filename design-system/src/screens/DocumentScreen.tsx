import { useLingui } from '@lingui/react/macro';
import { DocumentReader } from '../index';
import { itineraryPassages } from './sample-data';
import { SignedInFrame } from './SignedInFrame';
import styles from './Screens.module.css';

/** A document of the library opened from an answer's source: its text, the cited passage in view. */
export function DocumentScreen() {
  const { t } = useLingui();
  return (
    <SignedInFrame title={t`Knowledge`} activePath="/knowledge">
      <div className={styles.column}>
        <DocumentReader
          title="lisbon-itinerary.pdf"
          kind="pdf"
          pages={13}
          originalHref="/api/v1/upload/files/doc_itinerary"
          passages={itineraryPassages}
          highlightId="it12"
        />
      </div>
    </SignedInFrame>
  );
}
