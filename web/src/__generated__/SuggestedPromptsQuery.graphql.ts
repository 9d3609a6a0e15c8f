/**
 * @generated SignedSource<<2fe5289cab6bf40ed6615b585a86305a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SuggestedPromptsQuery$variables = Record<PropertyKey, never>;
export type SuggestedPromptsQuery$data = {
  readonly viewer: {
    readonly suggestedPrompts: ReadonlyArray<string>;
  } | null | undefined;
};
export type SuggestedPromptsQuery = {
  response: SuggestedPromptsQuery$data;
  variables: SuggestedPromptsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "suggestedPrompts",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SuggestedPromptsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "SuggestedPromptsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1d9d37611cc52815b5c70a3a318e6848",
    "id": null,
    "metadata": {},
    "name": "SuggestedPromptsQuery",
    "operationKind": "query",
    "text": "query SuggestedPromptsQuery {\n  viewer {\n    suggestedPrompts\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "21c3352803089deaa641ff7c581119b7";

export default node;
