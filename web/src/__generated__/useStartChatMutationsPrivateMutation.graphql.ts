/**
 * @generated SignedSource<<fb8ad9049f7da602cd7ca74e4d087b07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useStartChatMutationsPrivateMutation$variables = {
  connections: ReadonlyArray<string>;
};
export type useStartChatMutationsPrivateMutation$data = {
  readonly startPrivateBrainChat: {
    readonly thread: {
      readonly " $fragmentSpreads": FragmentRefs<"AppSidebar_threads">;
    };
    readonly threadId: string;
  };
};
export type useStartChatMutationsPrivateMutation = {
  response: useStartChatMutationsPrivateMutation$data;
  variables: useStartChatMutationsPrivateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "connections"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "threadId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartChatMutationsPrivateMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StartChatPayload",
        "kind": "LinkedField",
        "name": "startPrivateBrainChat",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Thread",
            "kind": "LinkedField",
            "name": "thread",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AppSidebar_threads"
              }
            ],
            "storageKey": null
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
    "name": "useStartChatMutationsPrivateMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StartChatPayload",
        "kind": "LinkedField",
        "name": "startPrivateBrainChat",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Thread",
            "kind": "LinkedField",
            "name": "thread",
            "plural": false,
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
                "name": "databaseId",
                "storageKey": null
              },
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
                "name": "threadType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstMessagePreview",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastMessagePreview",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "thread",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "UserThreadsConnectionEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7299f2ea4cef609338a6bf4fb55c5aad",
    "id": null,
    "metadata": {},
    "name": "useStartChatMutationsPrivateMutation",
    "operationKind": "mutation",
    "text": "mutation useStartChatMutationsPrivateMutation {\n  startPrivateBrainChat {\n    threadId\n    thread {\n      ...AppSidebar_threads\n      id\n    }\n  }\n}\n\nfragment AppSidebar_threads on Thread {\n  id\n  databaseId\n  name\n  threadType\n  firstMessagePreview\n  lastMessagePreview\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "336ba2ced292de05e314c98b48a16396";

export default node;
