/**
 * @generated SignedSource<<8ade07286fc6a0503bb70fe7be85754c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChatWelcomeSuggestionsQuery$variables = {
  model?: string | null | undefined;
};
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
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "model"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "model",
      "variableName": "model"
    }
  ],
  "kind": "ScalarField",
  "name": "suggestedPrompts",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
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
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
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
          (v1/*:: as any*/),
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
    "cacheID": "0a5ae9a6fbe0d441fa28e0325ce2cf97",
    "id": null,
    "metadata": {},
    "name": "ChatWelcomeSuggestionsQuery",
    "operationKind": "query",
    "text": "query ChatWelcomeSuggestionsQuery(\n  $model: ID\n) {\n  viewer {\n    suggestedPrompts(model: $model)\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ea6b53376cc1b2b804d636cc7636ac7";

export default node;
