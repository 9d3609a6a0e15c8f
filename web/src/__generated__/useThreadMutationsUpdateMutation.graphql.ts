/**
 * @generated SignedSource<<c614a7f82d4239e1efc3815ca2b44123>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useThreadMutationsUpdateMutation$variables = {
  name?: string | null | undefined;
  pinned?: boolean | null | undefined;
  threadId: string;
};
export type useThreadMutationsUpdateMutation$data = {
  readonly updateThread: {
    readonly __typename: string;
    readonly id?: string;
    readonly message?: string;
    readonly name?: string | null | undefined;
    readonly pinned?: boolean;
  };
};
export type useThreadMutationsUpdateMutation = {
  response: useThreadMutationsUpdateMutation$data;
  variables: useThreadMutationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pinned"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "threadId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "name",
    "variableName": "name"
  },
  {
    "kind": "Variable",
    "name": "pinned",
    "variableName": "pinned"
  },
  {
    "kind": "Variable",
    "name": "threadId",
    "variableName": "threadId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pinned",
      "storageKey": null
    }
  ],
  "type": "Thread",
  "abstractKey": null
},
v7 = {
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useThreadMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateThread",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useThreadMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateThread",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a7c4310dba6dbb3564659d20945b9f61",
    "id": null,
    "metadata": {},
    "name": "useThreadMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useThreadMutationsUpdateMutation(\n  $threadId: ID!\n  $name: String\n  $pinned: Boolean\n) {\n  updateThread(threadId: $threadId, name: $name, pinned: $pinned) {\n    __typename\n    ... on Thread {\n      id\n      name\n      pinned\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "baec130367c005e3a99ea30f89f69246";

export default node;
