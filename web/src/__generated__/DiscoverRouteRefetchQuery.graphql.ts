/**
 * @generated SignedSource<<807ca85efb952ca7b58bc14baa48d2b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DiscoverRouteRefetchQuery$variables = {
  query?: string | null | undefined;
};
export type DiscoverRouteRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DiscoverRoute_query">;
};
export type DiscoverRouteRefetchQuery = {
  response: DiscoverRouteRefetchQuery$data;
  variables: DiscoverRouteRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = {
  "kind": "Variable",
  "name": "query",
  "variableName": "query"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DiscoverRouteRefetchQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "DiscoverRoute_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DiscoverRouteRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 48
          },
          (v1/*:: as any*/)
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "27fc47853f9cc69901d24e2f1de1f642",
    "id": null,
    "metadata": {},
    "name": "DiscoverRouteRefetchQuery",
    "operationKind": "query",
    "text": "query DiscoverRouteRefetchQuery(\n  $query: String\n) {\n  ...DiscoverRoute_query_1Qr5xf\n}\n\nfragment DiscoverRoute_query_1Qr5xf on Query {\n  discoverProfiles(query: $query, first: 48) {\n    username\n    displayName\n    title\n    avatarUrl\n    bio\n    interests\n  }\n}\n"
  }
};
})();

(node as any).hash = "daf08b85207b9643c081744336435bc7";

export default node;
