/**
 * @generated SignedSource<<dcfc509a77370e87071e05951043ab62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PublicPageOfferCardQuery$variables = Record<PropertyKey, never>;
export type PublicPageOfferCardQuery$data = {
  readonly viewer: {
    readonly profile: {
      readonly public: boolean;
    };
  } | null | undefined;
};
export type PublicPageOfferCardQuery = {
  response: PublicPageOfferCardQuery$data;
  variables: PublicPageOfferCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "public",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PublicPageOfferCardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PublicPageOfferCardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d37b4ba58643b743983855b181b69bed",
    "id": null,
    "metadata": {},
    "name": "PublicPageOfferCardQuery",
    "operationKind": "query",
    "text": "query PublicPageOfferCardQuery {\n  viewer {\n    profile {\n      public\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "12a8c77fda4d11ec9ffa77f8a80c3454";

export default node;
