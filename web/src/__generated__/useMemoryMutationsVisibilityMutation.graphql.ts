/**
 * @generated SignedSource<<356ab03560c9078482a5c3bcc922e6ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MemoryVisibility = "private" | "public" | "%future added value";
export type useMemoryMutationsVisibilityMutation$variables = {
  id: string;
  visibility: MemoryVisibility;
};
export type useMemoryMutationsVisibilityMutation$data = {
  readonly setMemoryVisibility: {
    readonly __typename: "Memory";
    readonly id: string;
    readonly visibility: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMemoryMutationsVisibilityMutation = {
  response: useMemoryMutationsVisibilityMutation$data;
  variables: useMemoryMutationsVisibilityMutation$variables;
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
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
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
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setMemoryVisibility",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
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
        "type": "Memory",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMemoryMutationsVisibilityMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMemoryMutationsVisibilityMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0f89b6798280fc56f9da022a23c72b8e",
    "id": null,
    "metadata": {},
    "name": "useMemoryMutationsVisibilityMutation",
    "operationKind": "mutation",
    "text": "mutation useMemoryMutationsVisibilityMutation(\n  $id: ID!\n  $visibility: MemoryVisibility!\n) {\n  setMemoryVisibility(id: $id, visibility: $visibility) {\n    __typename\n    ... on Memory {\n      id\n      visibility\n    }\n    ... on ValidationError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "469b95dd0a80629d7aeca240abd5cbca";

export default node;
