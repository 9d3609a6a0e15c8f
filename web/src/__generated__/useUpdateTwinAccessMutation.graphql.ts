/**
 * @generated SignedSource<<c31c833242f34010988edcae1b2e6cc8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwinAccessMode = "everyone" | "nobody" | "signed_in" | "%future added value";
export type TwinStyle = "adaptive" | "strict" | "%future added value";
export type useUpdateTwinAccessMutation$variables = {
  limit?: number | null | undefined;
  mode?: TwinAccessMode | null | undefined;
  model?: string | null | undefined;
  style?: TwinStyle | null | undefined;
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
v4 = [
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
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
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
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateTwinAccessMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateTwinAccess",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
            "fragment": (v6/*:: as any*/),
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
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useUpdateTwinAccessMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateTwinAccess",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
                "name": "chosenModel",
                "storageKey": null
              }
            ],
            "type": "TwinAccess",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "feb0ff58e878b2aa4aab95fd52886a07",
    "id": null,
    "metadata": {},
    "name": "useUpdateTwinAccessMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateTwinAccessMutation(\n  $mode: TwinAccessMode\n  $limit: Int\n  $style: TwinStyle\n  $model: ID\n) {\n  updateTwinAccess(mode: $mode, anonymousDailyLimit: $limit, style: $style, model: $model) {\n    __typename\n    ... on TwinAccess {\n      ...TwinAccessCard_access\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment TwinAccessCard_access on TwinAccess {\n  mode\n  anonymousDailyLimit\n  maxAnonymousDailyLimit\n  style\n  chosenModel\n}\n"
  }
};
})();

(node as any).hash = "b7bc486072a1ef5e8dbe40ed2bfba07a";

export default node;
