/**
 * @generated SignedSource<<030ab4cc65b57c0d9e76c044cab6ef5c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiConnectionKind = "ollama" | "openai_compatible" | "%future added value";
export type useAddAiConnectionMutation$variables = {
  apiKey?: string | null | undefined;
  baseUrl: string;
  kind: AiConnectionKind;
  name: string;
};
export type useAddAiConnectionMutation$data = {
  readonly addAiConnection: {
    readonly connection: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ConnectionCard_connection">;
    } | null | undefined;
    readonly invalid: {
      readonly fieldErrors: ReadonlyArray<{
        readonly field: string;
        readonly message: string;
      }>;
    } | null | undefined;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useAddAiConnectionMutation = {
  response: useAddAiConnectionMutation$data;
  variables: useAddAiConnectionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "apiKey"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "baseUrl"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v4 = [
  {
    "kind": "Variable",
    "name": "apiKey",
    "variableName": "apiKey"
  },
  {
    "kind": "Variable",
    "name": "baseUrl",
    "variableName": "baseUrl"
  },
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  },
  {
    "kind": "Variable",
    "name": "name",
    "variableName": "name"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v6/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ok",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddAiConnectionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addAiConnection",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v5/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ConnectionCard_connection"
                }
              ],
              "type": "AiConnection",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "connection"
          },
          {
            "fragment": (v7/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "invalid"
          },
          {
            "fragment": (v8/*:: as any*/),
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
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAddAiConnectionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addAiConnection",
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
              (v5/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "baseUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasApiKey",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "keyLost",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fromEnvironment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AiConnectionTest",
                "kind": "LinkedField",
                "name": "lastTest",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "testedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "models",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiConnectionCheck",
                    "kind": "LinkedField",
                    "name": "checks",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "check",
                        "storageKey": null
                      },
                      (v10/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AiModel",
                "kind": "LinkedField",
                "name": "models",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "allowed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "supportsTools",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "supportsImages",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "embedding",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AiConnection",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/)
            ],
            "type": "AiConnection",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d97050ab9676f51d16b39d8cf0edd02c",
    "id": null,
    "metadata": {},
    "name": "useAddAiConnectionMutation",
    "operationKind": "mutation",
    "text": "mutation useAddAiConnectionMutation(\n  $name: String!\n  $kind: AiConnectionKind!\n  $baseUrl: String!\n  $apiKey: String\n) {\n  addAiConnection(name: $name, kind: $kind, baseUrl: $baseUrl, apiKey: $apiKey) {\n    __typename\n    ... on AiConnection {\n      id\n      ...ConnectionCard_connection\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment ConnectionCard_connection on AiConnection {\n  id\n  name\n  kind\n  baseUrl\n  hasApiKey\n  keyLost\n  fromEnvironment\n  lastTest {\n    ok\n    testedAt\n    models\n    checks {\n      check\n      ok\n      message\n    }\n  }\n  models {\n    ...ConnectionCard_model\n    id\n  }\n}\n\nfragment ConnectionCard_model on AiModel {\n  id\n  name\n  allowed\n  supportsTools\n  supportsImages\n  embedding\n}\n"
  }
};
})();

(node as any).hash = "1d3609e5857ff5724cf9c3a307ce0a1c";

export default node;
