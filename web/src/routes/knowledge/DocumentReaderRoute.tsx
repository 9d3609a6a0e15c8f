/**
 * /knowledge/documents/:documentId: a document of the library as the brain read it, passage by
 * passage; a source under an answer opens here (?passage=…) with that passage marked and in view.
 */
import { DocumentReader, Page } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { DocumentReaderRouteQuery as QueryType } from '../../__generated__/DocumentReaderRouteQuery.graphql';
import { KnowledgeNav } from '../../features/knowledge/KnowledgeNav';
import { kindOf } from '../../features/knowledge/documents/document-kind';
import { requireViewer } from '../../session/AppViewer';
import { NotFoundRoute } from '../public/NotFoundRoute';

const Query = graphql`
  query DocumentReaderRouteQuery($id: ID!) {
    viewer {
      document(id: $id) {
        title
        name
        kind
        pages
        sourceUrl
        fileUrl
        status
        failure
        passages {
          id
          page
          heading
          text
        }
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return null;
}

export function DocumentReaderRoute() {
  const { t } = useLingui();
  const { documentId = '' } = useParams();
  const [params] = useSearchParams();
  const data = useLazyLoadQuery<QueryType>(Query, { id: documentId }, { fetchPolicy: 'store-and-network' });
  const doc = data.viewer?.document;
  if (!doc) return <NotFoundRoute />;
  const failure = doc.failure ?? t`it could not be read.`;
  return (
    <Page>
      <KnowledgeNav />
      <DocumentReader
        title={doc.title}
        kind={kindOf({ kind: doc.kind, name: doc.name, sourceUrl: doc.sourceUrl })}
        pages={doc.pages}
        originalHref={doc.sourceUrl ?? doc.fileUrl}
        passages={doc.passages.map((p) => ({ id: p.id, page: p.page, heading: p.heading, text: p.text }))}
        highlightId={params.get('passage')}
        empty={
          doc.status === 'failed'
            ? t`Duet could not read this: ${failure}`
            : doc.status === 'ready'
              ? t`No text was found in it.`
              : t`It is still being read. Come back in a moment.`
        }
      />
    </Page>
  );
}
