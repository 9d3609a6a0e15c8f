/**
 * @generated SignedSource<<c16073e3614009fe0f09045694392bec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SharedLinksSection_viewer$data = {
  readonly sharedConversations: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"SharedLinkRow_link">;
  }>;
  readonly " $fragmentType": "SharedLinksSection_viewer";
};
export type SharedLinksSection_viewer$key = {
  readonly " $data"?: SharedLinksSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedLinksSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedLinksSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SharedLink",
      "kind": "LinkedField",
      "name": "sharedConversations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SharedLinkRow_link"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4d1a6544439b14bb6ddce191fa7493ef";

export default node;
