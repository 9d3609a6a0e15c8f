/**
 * @generated SignedSource<<cd79cfb971ea85dea8892a341e11b4b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSaveProjectMutationUpdateMutation$variables = {
  instructions?: string | null | undefined;
  keep?: boolean | null | undefined;
  name?: string | null | undefined;
  projectId: string;
};
export type useSaveProjectMutationUpdateMutation$data = {
  readonly updateProject: {
    readonly __typename: string;
    readonly refusal: {
      readonly " $fragmentSpreads": FragmentRefs<"fieldError_refusal">;
    } | null | undefined;
    readonly saved: {
      readonly databaseId: string;
      readonly id: string;
      readonly instructions: string | null | undefined;
      readonly keepMemoriesToItself: boolean;
      readonly name: string;
    } | null | undefined;
  };
};
export type useSaveProjectMutationUpdateMutation = {
  response: useSaveProjectMutationUpdateMutation$data;
  variables: useSaveProjectMutationUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "instructions"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "keep"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "projectId"
},
v4 = [
  {
    "kind": "Variable",
    "name": "instructions",
    "variableName": "instructions"
  },
  {
    "kind": "Variable",
    "name": "keepMemoriesToItself",
    "variableName": "keep"
  },
  {
    "kind": "Variable",
    "name": "name",
    "variableName": "name"
  },
  {
    "kind": "Variable",
    "name": "projectId",
    "variableName": "projectId"
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/),
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
      "name": "instructions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keepMemoriesToItself",
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v9 = [
  (v8/*:: as any*/),
  {
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
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  }
];
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
    "name": "useSaveProjectMutationUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProject",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "fragment": (v7/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "saved"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "fieldError_refusal",
                  "selections": (v9/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
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
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSaveProjectMutationUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProject",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v9/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "59beebc93ec6b474325493db60d7bf53",
    "id": null,
    "metadata": {},
    "name": "useSaveProjectMutationUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveProjectMutationUpdateMutation(\n  $projectId: ID!\n  $name: String\n  $instructions: String\n  $keep: Boolean\n) {\n  updateProject(projectId: $projectId, name: $name, instructions: $instructions, keepMemoriesToItself: $keep) {\n    __typename\n    ... on Project {\n      id\n      databaseId\n      name\n      instructions\n      keepMemoriesToItself\n    }\n    ...fieldError_refusal\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n\nfragment fieldError_refusal on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e230fe6cd458f15f9d8c4344cbc4dc35";

export default node;
