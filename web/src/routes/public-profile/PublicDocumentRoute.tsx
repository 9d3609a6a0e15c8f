/**
 * /:username/documents/:documentId: a document its owner made public, readable by anyone; the
 * twin's "Based on" opens here (?passage=…) at the passage it answered from.
 */
import { DocumentReader, Page } from '@duet/design-system';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PublicDocumentRouteQuery as QueryType } from '../../__generated__/PublicDocumentRouteQuery.graphql';
import { kindOf } from '../../features/knowledge/documents/document-kind';
import { NotFoundRoute } from '../public/NotFoundRoute';

const Query = graphql`
  query PublicDocumentRouteQuery($username: String!, $id: ID!) {
    publicDocument(username: $username, id: $id) {
      title
      kind
      pages
      sourceUrl
      fileUrl
      passages {
        id
        page
        heading
        text
      }
    }
  }
`;

export function PublicDocumentRoute() {
  const { username = '', documentId = '' } = useParams();
  const [params] = useSearchParams();
  const data = useLazyLoadQuery<QueryType>(Query, { username, id: documentId });
  const doc = data.publicDocument;
  if (!doc) return <NotFoundRoute />;
  return (
    <Page>
      <DocumentReader
        title={doc.title}
        kind={kindOf({ kind: doc.kind, name: doc.title, sourceUrl: doc.sourceUrl })}
        pages={doc.pages}
        originalHref={doc.sourceUrl ?? doc.fileUrl}
        passages={doc.passages.map((p) => ({ id: p.id, page: p.page, heading: p.heading, text: p.text }))}
        highlightId={params.get('passage')}
      />
    </Page>
  );
}
