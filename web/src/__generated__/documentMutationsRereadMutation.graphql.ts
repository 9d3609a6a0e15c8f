/**
 * @generated SignedSource<<01aba7a235cab0b10b11abfe46fe7507>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DocumentStatus = "failed" | "queued" | "reading" | "ready" | "%future added value";
export type documentMutationsRereadMutation$variables = {
  id: string;
};
export type documentMutationsRereadMutation$data = {
  readonly rereadDocument: {
    readonly __typename: string;
    readonly failure?: string | null | undefined;
    readonly id?: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
    readonly status?: DocumentStatus;
  };
};
export type documentMutationsRereadMutation = {
  response: documentMutationsRereadMutation$data;
  variables: documentMutationsRereadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failure",
      "storageKey": null
    }
  ],
  "type": "LibraryDocument",
  "abstractKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "documentMutationsRereadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rereadDocument",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "fragment": (v4/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "refusal"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "documentMutationsRereadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rereadDocument",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0b881d32995c890f4af49b86def4720e",
    "id": null,
    "metadata": {},
    "name": "documentMutationsRereadMutation",
    "operationKind": "mutation",
    "text": "mutation documentMutationsRereadMutation(\n  $id: ID!\n) {\n  rereadDocument(id: $id) {\n    __typename\n    ... on LibraryDocument {\n      id\n      status\n      failure\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8dce616a19237b81d3d5c9be0c535bf7";

export default node;
