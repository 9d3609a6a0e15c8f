/**
 * @generated SignedSource<<b5ea9194b2c416b37c1d1d3ae81ab748>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteThreadsMutation$variables = {
  deleteMemories?: boolean | null | undefined;
  threadIds: ReadonlyArray<string>;
};
export type useDeleteThreadsMutation$data = {
  readonly deleteThreads: {
    readonly __typename: string;
    readonly deletedThreadIds?: ReadonlyArray<string>;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useDeleteThreadsMutation = {
  response: useDeleteThreadsMutation$data;
  variables: useDeleteThreadsMutation$variables;
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
  "name": "threadIds"
},
v2 = [
  {
    "kind": "Variable",
    "name": "deleteMemories",
    "variableName": "deleteMemories"
  },
  {
    "kind": "Variable",
    "name": "threadIds",
    "variableName": "threadIds"
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
  "name": "deletedThreadIds",
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
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteThreadsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteThreads",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "DeleteThreadsPayload",
            "abstractKey": null
          },
          {
            "fragment": (v5/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteThreadsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteThreads",
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
                "name": "deletedThreadIds"
              }
            ],
            "type": "DeleteThreadsPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9067abd954864ed81611334b66626d05",
    "id": null,
    "metadata": {},
    "name": "useDeleteThreadsMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteThreadsMutation(\n  $threadIds: [ID!]!\n  $deleteMemories: Boolean\n) {\n  deleteThreads(threadIds: $threadIds, deleteMemories: $deleteMemories) {\n    __typename\n    ... on DeleteThreadsPayload {\n      deletedThreadIds\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1a4ada08b29dab0d5010a8cf69fcd4ea";

export default node;
