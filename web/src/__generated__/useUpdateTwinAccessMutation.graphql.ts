/**
 * @generated SignedSource<<7dbdf370dbca36b82dfdb8a900380cac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwinAccessMode = "everyone" | "nobody" | "signed_in" | "%future added value";
export type TwinStyle = "adaptive" | "strict" | "%future added value";
export type TwinVoice = "first" | "third" | "%future added value";
export type useUpdateTwinAccessMutation$variables = {
  limit?: number | null | undefined;
  mode?: TwinAccessMode | null | undefined;
  model?: string | null | undefined;
  style?: TwinStyle | null | undefined;
  voice?: TwinVoice | null | undefined;
};
export type useUpdateTwinAccessMutation$data = {
  readonly updateTwinAccess: {
    readonly __typename: string;
    readonly TwinAccessCard_access?: {
      readonly " $fragmentSpreads": FragmentRefs<"TwinAccessCard_access">;
    } | null | undefined;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useUpdateTwinAccessMutation = {
  response: useUpdateTwinAccessMutation$data;
  variables: useUpdateTwinAccessMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "limit"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "mode"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "model"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "style"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "voice"
},
v5 = [
  {
    "kind": "Variable",
    "name": "anonymousDailyLimit",
    "variableName": "limit"
  },
  {
    "kind": "Variable",
    "name": "mode",
    "variableName": "mode"
  },
  {
    "kind": "Variable",
    "name": "model",
    "variableName": "model"
  },
  {
    "kind": "Variable",
    "name": "style",
    "variableName": "style"
  },
  {
    "kind": "Variable",
    "name": "voice",
    "variableName": "voice"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateTwinAccessMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateTwinAccess",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "TwinAccessCard_access"
                    }
                  ],
                  "type": "TwinAccess",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "TwinAccessCard_access"
              }
            ],
            "type": "TwinAccess",
            "abstractKey": null
          },
          {
            "fragment": (v7/*:: as any*/),
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
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useUpdateTwinAccessMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateTwinAccess",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "anonymousDailyLimit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxAnonymousDailyLimit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "style",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "voice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "chosenModel",
                "storageKey": null
              }
            ],
            "type": "TwinAccess",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bea5258423bea48174c90e697c84799d",
    "id": null,
    "metadata": {},
    "name": "useUpdateTwinAccessMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateTwinAccessMutation(\n  $mode: TwinAccessMode\n  $limit: Int\n  $style: TwinStyle\n  $voice: TwinVoice\n  $model: ID\n) {\n  updateTwinAccess(mode: $mode, anonymousDailyLimit: $limit, style: $style, voice: $voice, model: $model) {\n    __typename\n    ... on TwinAccess {\n      ...TwinAccessCard_access\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment TwinAccessCard_access on TwinAccess {\n  mode\n  anonymousDailyLimit\n  maxAnonymousDailyLimit\n  style\n  voice\n  chosenModel\n}\n"
  }
};
})();

(node as any).hash = "2e72c4c0e904f50d3ecfb0f7feb97866";

export default node;
