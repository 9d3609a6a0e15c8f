/**
 * @generated SignedSource<<1105cf3f33a00dc80660ac42be7bde9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiConnectionKind = "ollama" | "openai_compatible" | "%future added value";
export type AiModelsRouteQuery$variables = Record<PropertyKey, never>;
export type AiModelsRouteQuery$data = {
  readonly aiSettings: {
    readonly connections: ReadonlyArray<{
      readonly baseUrl: string;
      readonly hasApiKey: boolean;
      readonly id: string;
      readonly kind: AiConnectionKind;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"ConnectionCard_connection">;
    }>;
    readonly lockedBy: {
      readonly defaultChatModel: string | null | undefined;
    };
    readonly ollamaFound: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"DefaultsSection_settings">;
  };
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AiModelsRouteQuery = {
  response: AiModelsRouteQuery$data;
  variables: AiModelsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "baseUrl",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasApiKey",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "defaultChatModel",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ollamaFound",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ok",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowed",
  "storageKey": null
},
v10 = [
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AiModelsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AiSettings",
        "kind": "LinkedField",
        "name": "aiSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AiConnection",
            "kind": "LinkedField",
            "name": "connections",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ConnectionCard_connection"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AiSettingLocks",
            "kind": "LinkedField",
            "name": "lockedBy",
            "plural": false,
            "selections": [
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DefaultsSection_settings"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AiModelsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AiSettings",
        "kind": "LinkedField",
        "name": "aiSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AiConnection",
            "kind": "LinkedField",
            "name": "connections",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
                  (v8/*:: as any*/),
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
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "message",
                        "storageKey": null
                      }
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v9/*:: as any*/),
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
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AiSettingLocks",
            "kind": "LinkedField",
            "name": "lockedBy",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "utilityModel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "embeddingModel",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AiModel",
            "kind": "LinkedField",
            "name": "offlineModel",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AiModel",
            "kind": "LinkedField",
            "name": "defaultChatModel",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AiModel",
            "kind": "LinkedField",
            "name": "utilityModel",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AiModel",
            "kind": "LinkedField",
            "name": "embeddingModel",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AiModel",
            "kind": "LinkedField",
            "name": "transcriptionModel",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AiModel",
            "kind": "LinkedField",
            "name": "speechModel",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "speechVoice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "embeddingModelName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EmbeddingProgress",
            "kind": "LinkedField",
            "name": "reembedding",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "model",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "done",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5108a6c145146b4d22ed22764f388dee",
    "id": null,
    "metadata": {},
    "name": "AiModelsRouteQuery",
    "operationKind": "query",
    "text": "query AiModelsRouteQuery {\n  viewer {\n    isAdmin\n    id\n  }\n  aiSettings {\n    connections {\n      id\n      name\n      kind\n      baseUrl\n      hasApiKey\n      ...ConnectionCard_connection\n    }\n    lockedBy {\n      defaultChatModel\n    }\n    ollamaFound\n    ...DefaultsSection_settings\n  }\n}\n\nfragment ConnectionCard_connection on AiConnection {\n  id\n  name\n  kind\n  baseUrl\n  hasApiKey\n  keyLost\n  fromEnvironment\n  lastTest {\n    ok\n    testedAt\n    models\n    checks {\n      check\n      ok\n      message\n    }\n  }\n  models {\n    ...ConnectionCard_model\n    id\n  }\n}\n\nfragment ConnectionCard_model on AiModel {\n  id\n  name\n  allowed\n  supportsTools\n  supportsImages\n  embedding\n}\n\nfragment DefaultsSection_settings on AiSettings {\n  connections {\n    name\n    models {\n      id\n      name\n      allowed\n      embedding\n    }\n    id\n  }\n  offlineModel {\n    id\n    label\n    allowed\n  }\n  defaultChatModel {\n    id\n  }\n  utilityModel {\n    id\n  }\n  embeddingModel {\n    id\n  }\n  transcriptionModel {\n    id\n  }\n  speechModel {\n    id\n  }\n  speechVoice\n  embeddingModelName\n  lockedBy {\n    defaultChatModel\n    utilityModel\n    embeddingModel\n  }\n  reembedding {\n    model\n    done\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "3be87469f374937fd3c522c77eb639a2";

export default node;
