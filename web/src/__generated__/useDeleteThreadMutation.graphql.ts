/**
 * @generated SignedSource<<a7cb47e7528979ace40f30c791d5e11c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteThreadMutation$variables = {
  deleteMemories?: boolean | null | undefined;
  threadId: string;
};
export type useDeleteThreadMutation$data = {
  readonly deleteThread: {
    readonly __typename: "DeleteThreadPayload";
    readonly deletedThreadId: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useDeleteThreadMutation = {
  response: useDeleteThreadMutation$data;
  variables: useDeleteThreadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "deleteMemories"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "threadId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "deleteMemories",
    "variableName": "deleteMemories"
  },
  {
    "kind": "Variable",
    "name": "threadId",
    "variableName": "threadId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedThreadId",
  "storageKey": null
},
v5 = {
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
  "type": "NotFoundError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteThreadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteThread",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "DeleteThreadPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteThreadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteThread",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedThreadId"
              }
            ],
            "type": "DeleteThreadPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b112df5cd05a6f8589763f93541b12f7",
    "id": null,
    "metadata": {},
    "name": "useDeleteThreadMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteThreadMutation(\n  $threadId: ID!\n  $deleteMemories: Boolean\n) {\n  deleteThread(threadId: $threadId, deleteMemories: $deleteMemories) {\n    __typename\n    ... on DeleteThreadPayload {\n      deletedThreadId\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "98b734cb8a6daf9064130d6c9e8d1de8";

export default node;
