/**
 * @generated SignedSource<<d5219bd0b6a587dfb1c71882da5ff3bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ToolApprovalStatus = "ALLOWED" | "DENIED" | "EXPIRED" | "PENDING" | "STOPPED" | "%future added value";
export type ToolDecision = "ALLOW_ONCE" | "ALWAYS_ALLOW" | "DENY" | "%future added value";
export type ToolApprovalDecideMutation$variables = {
  decision: ToolDecision;
  id: string;
};
export type ToolApprovalDecideMutation$data = {
  readonly decideToolCall: {
    readonly approval?: {
      readonly id: string;
      readonly status: ToolApprovalStatus;
    };
    readonly message?: string;
    readonly runId?: string;
  };
};
export type ToolApprovalDecideMutation = {
  response: ToolApprovalDecideMutation$data;
  variables: ToolApprovalDecideMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "decision"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "decision",
    "variableName": "decision"
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ToolApproval",
      "kind": "LinkedField",
      "name": "approval",
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
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "runId",
      "storageKey": null
    }
  ],
  "type": "ToolDecisionResult",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ToolApprovalDecideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideToolCall",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "ToolApprovalDecideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideToolCall",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "244e0b87cfa33d9611d5c48b486a938b",
    "id": null,
    "metadata": {},
    "name": "ToolApprovalDecideMutation",
    "operationKind": "mutation",
    "text": "mutation ToolApprovalDecideMutation(\n  $id: ID!\n  $decision: ToolDecision!\n) {\n  decideToolCall(id: $id, decision: $decision) {\n    __typename\n    ... on ToolDecisionResult {\n      approval {\n        id\n        status\n      }\n      runId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cdee44b632996706feef56f1a9b1762b";

export default node;
