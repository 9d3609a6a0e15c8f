/**
 * @generated SignedSource<<63ea8523e12663e8eac55f2e2c820c75>>
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
  voiceChat?: boolean | null | undefined;
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
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "voiceChat"
},
v6 = [
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
  },
  {
    "kind": "Variable",
    "name": "voiceChat",
    "variableName": "voiceChat"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v8 = {
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
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateTwinAccessMutation",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateTwinAccess",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
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
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useUpdateTwinAccessMutation",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateTwinAccess",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
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
                "name": "voiceChat",
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
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "36cbc19307a2c0d19f79ecc6e99d46b4",
    "id": null,
    "metadata": {},
    "name": "useUpdateTwinAccessMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateTwinAccessMutation(\n  $mode: TwinAccessMode\n  $limit: Int\n  $style: TwinStyle\n  $voice: TwinVoice\n  $model: ID\n  $voiceChat: Boolean\n) {\n  updateTwinAccess(mode: $mode, anonymousDailyLimit: $limit, style: $style, voice: $voice, model: $model, voiceChat: $voiceChat) {\n    __typename\n    ... on TwinAccess {\n      ...TwinAccessCard_access\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment TwinAccessCard_access on TwinAccess {\n  mode\n  anonymousDailyLimit\n  maxAnonymousDailyLimit\n  style\n  voice\n  voiceChat\n  chosenModel\n}\n"
  }
};
})();

(node as any).hash = "76a701a42de207a9501532ca165abd09";

export default node;
