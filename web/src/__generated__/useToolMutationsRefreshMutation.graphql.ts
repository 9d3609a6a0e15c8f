/**
 * @generated SignedSource<<b978d05c7174f6558096975b56142cd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ToolPolicy = "ALLOW" | "ASK" | "NEVER" | "%future added value";
export type useToolMutationsRefreshMutation$variables = {
  id: string;
};
export type useToolMutationsRefreshMutation$data = {
  readonly refreshMcpServer: {
    readonly id?: string;
    readonly lastError?: string | null | undefined;
    readonly tools?: ReadonlyArray<{
      readonly description: string;
      readonly enabled: boolean;
      readonly id: string;
      readonly name: string;
      readonly policy: ToolPolicy;
    }>;
  };
};
export type useToolMutationsRefreshMutation = {
  response: useToolMutationsRefreshMutation$data;
  variables: useToolMutationsRefreshMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "McpTool",
      "kind": "LinkedField",
      "name": "tools",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
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
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "policy",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "McpServer",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useToolMutationsRefreshMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "refreshMcpServer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "useToolMutationsRefreshMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "refreshMcpServer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "599d1366ee96048928f727dcd3385150",
    "id": null,
    "metadata": {},
    "name": "useToolMutationsRefreshMutation",
    "operationKind": "mutation",
    "text": "mutation useToolMutationsRefreshMutation(\n  $id: ID!\n) {\n  refreshMcpServer(id: $id) {\n    __typename\n    ... on McpServer {\n      id\n      lastError\n      tools {\n        id\n        name\n        description\n        enabled\n        policy\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5a143dd7565a0a70671ceeaa6106f57a";

export default node;
