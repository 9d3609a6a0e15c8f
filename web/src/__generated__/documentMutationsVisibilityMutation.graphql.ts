/**
 * @generated SignedSource<<40084a830a85700cae4dcf2cc2f72354>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DocumentVisibility = "private" | "public" | "%future added value";
export type documentMutationsVisibilityMutation$variables = {
  id: string;
  visibility: DocumentVisibility;
};
export type documentMutationsVisibilityMutation$data = {
  readonly setDocumentVisibility: {
    readonly __typename: string;
    readonly id?: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
    readonly visibility?: DocumentVisibility;
  };
};
export type documentMutationsVisibilityMutation = {
  response: documentMutationsVisibilityMutation$data;
  variables: documentMutationsVisibilityMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "visibility"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "visibility",
    "variableName": "visibility"
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
      "name": "visibility",
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
    "name": "documentMutationsVisibilityMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setDocumentVisibility",
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
    "name": "documentMutationsVisibilityMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setDocumentVisibility",
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
    "cacheID": "d5b733e1916a60fbfed5a11dd567b86c",
    "id": null,
    "metadata": {},
    "name": "documentMutationsVisibilityMutation",
    "operationKind": "mutation",
    "text": "mutation documentMutationsVisibilityMutation(\n  $id: ID!\n  $visibility: DocumentVisibility!\n) {\n  setDocumentVisibility(id: $id, visibility: $visibility) {\n    __typename\n    ... on LibraryDocument {\n      id\n      visibility\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c5ad9810aa26fdae6ab24f0be171308b";

export default node;
