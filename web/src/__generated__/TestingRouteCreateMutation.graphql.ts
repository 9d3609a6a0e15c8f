/**
 * @generated SignedSource<<f9d6d2bc4e7adffd2a426d0106288c7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TestingRouteCreateMutation$variables = Record<PropertyKey, never>;
export type TestingRouteCreateMutation$data = {
  readonly createThread: {
    readonly __typename: "Thread";
    readonly databaseId: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type TestingRouteCreateMutation = {
  response: TestingRouteCreateMutation$data;
  variables: TestingRouteCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "agentType",
    "value": "testing"
  },
  {
    "kind": "Literal",
    "name": "metadata",
    "value": {
      "thread_type": "testing"
    }
  },
  {
    "kind": "Literal",
    "name": "name",
    "value": "Testing Agent Chat"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    }
  ],
  "type": "Thread",
  "abstractKey": null
},
v3 = {
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
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TestingRouteCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createThread",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": "createThread(agentType:\"testing\",metadata:{\"thread_type\":\"testing\"},name:\"Testing Agent Chat\")"
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TestingRouteCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createThread",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": "createThread(agentType:\"testing\",metadata:{\"thread_type\":\"testing\"},name:\"Testing Agent Chat\")"
      }
    ]
  },
  "params": {
    "cacheID": "32d4e57e6b987279bdb830972fe7f344",
    "id": null,
    "metadata": {},
    "name": "TestingRouteCreateMutation",
    "operationKind": "mutation",
    "text": "mutation TestingRouteCreateMutation {\n  createThread(agentType: testing, name: \"Testing Agent Chat\", metadata: {thread_type: \"testing\"}) {\n    __typename\n    ... on Thread {\n      databaseId\n    }\n    ... on ValidationError {\n      message\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a6ea8dbc772aa674e4779be99991b065";

export default node;
