/**
 * @generated SignedSource<<5d1c79c2d349c268aca5256652d66f6e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DiscoverRouteQuery$variables = Record<PropertyKey, never>;
export type DiscoverRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DiscoverRoute_query">;
};
export type DiscoverRouteQuery = {
  response: DiscoverRouteQuery$data;
  variables: DiscoverRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DiscoverRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DiscoverRoute_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DiscoverRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 48
          }
        ],
        "concreteType": "PublicProfile",
        "kind": "LinkedField",
        "name": "discoverProfiles",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avatarUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bio",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "interests",
            "storageKey": null
          }
        ],
        "storageKey": "discoverProfiles(first:48)"
      }
    ]
  },
  "params": {
    "cacheID": "322f62d048749be464936b991c739925",
    "id": null,
    "metadata": {},
    "name": "DiscoverRouteQuery",
    "operationKind": "query",
    "text": "query DiscoverRouteQuery {\n  ...DiscoverRoute_query\n}\n\nfragment DiscoverRoute_query on Query {\n  discoverProfiles(first: 48) {\n    username\n    displayName\n    title\n    avatarUrl\n    bio\n    interests\n  }\n}\n"
  }
};

(node as any).hash = "04e121c8756db660fde82a91b650db24";

export default node;
