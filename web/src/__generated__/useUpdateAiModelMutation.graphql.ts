/**
 * @generated SignedSource<<a54fcfc5220c6f03bace229dd7d12031>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUpdateAiModelMutation$variables = {
  allowed?: boolean | null | undefined;
  id: string;
  supportsImages?: boolean | null | undefined;
  supportsTools?: boolean | null | undefined;
};
export type useUpdateAiModelMutation$data = {
  readonly updateAiModel: {
    readonly model: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ConnectionCard_model">;
    } | null | undefined;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useUpdateAiModelMutation = {
  response: useUpdateAiModelMutation$data;
  variables: useUpdateAiModelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "allowed"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "supportsImages"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "supportsTools"
},
v4 = [
  {
    "kind": "Variable",
    "name": "allowed",
    "variableName": "allowed"
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "supportsImages",
    "variableName": "supportsImages"
  },
  {
    "kind": "Variable",
    "name": "supportsTools",
    "variableName": "supportsTools"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = [
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
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateAiModelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAiModel",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v5/*:: as any*/),
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "ConnectionCard_model",
                  "selections": (v6/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "AiModel",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "model"
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
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useUpdateAiModelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAiModel",
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
            "selections": (v6/*:: as any*/),
            "type": "AiModel",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/)
            ],
            "type": "AiModel",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fe387867eacd20eb8395c4f3dc329b79",
    "id": null,
    "metadata": {},
    "name": "useUpdateAiModelMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAiModelMutation(\n  $id: ID!\n  $allowed: Boolean\n  $supportsTools: Boolean\n  $supportsImages: Boolean\n) {\n  updateAiModel(id: $id, allowed: $allowed, supportsTools: $supportsTools, supportsImages: $supportsImages) {\n    __typename\n    ... on AiModel {\n      id\n      ...ConnectionCard_model\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment ConnectionCard_model on AiModel {\n  id\n  name\n  allowed\n  supportsTools\n  supportsImages\n  embedding\n}\n"
  }
};
})();

(node as any).hash = "589a7d7575ac939cd3d34d9274090d8b";

export default node;
