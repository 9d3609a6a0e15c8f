/**
 * @generated SignedSource<<7a4cd656b981e75a0f725c8c18fc03ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChatWelcomeSuggestionsQuery$variables = Record<PropertyKey, never>;
export type ChatWelcomeSuggestionsQuery$data = {
  readonly viewer: {
    readonly suggestedPrompts: ReadonlyArray<string>;
  } | null | undefined;
};
export type ChatWelcomeSuggestionsQuery = {
  response: ChatWelcomeSuggestionsQuery$data;
  variables: ChatWelcomeSuggestionsQuery$variables;
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
    "name": "ChatWelcomeSuggestionsQuery",
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
    "name": "ChatWelcomeSuggestionsQuery",
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
    "cacheID": "cea69730b6060b1bc5d32c9c881b416d",
    "id": null,
    "metadata": {},
    "name": "ChatWelcomeSuggestionsQuery",
    "operationKind": "query",
    "text": "query ChatWelcomeSuggestionsQuery {\n  viewer {\n    suggestedPrompts\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f1e9e79f837797cb21899a0e7906e2bf";

export default node;
