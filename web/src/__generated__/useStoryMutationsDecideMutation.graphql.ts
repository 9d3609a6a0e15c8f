/**
 * @generated SignedSource<<f15732721fab4042fa19b60add89425a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useStoryMutationsDecideMutation$variables = {
  accept: boolean;
  id: string;
};
export type useStoryMutationsDecideMutation$data = {
  readonly decideProfileProposal: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ProfileProposal";
    readonly id: string;
    readonly status: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useStoryMutationsDecideMutation = {
  response: useStoryMutationsDecideMutation$data;
  variables: useStoryMutationsDecideMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "accept"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "accept",
        "variableName": "accept"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "decideProfileProposal",
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
        "type": "ProfileProposal",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useStoryMutationsDecideMutation",
    "selections": (v3/*:: as any*/),
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
    "name": "useStoryMutationsDecideMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "f752c54f1aef9ffa06263d054255eebc",
    "id": null,
    "metadata": {},
    "name": "useStoryMutationsDecideMutation",
    "operationKind": "mutation",
    "text": "mutation useStoryMutationsDecideMutation(\n  $id: ID!\n  $accept: Boolean!\n) {\n  decideProfileProposal(id: $id, accept: $accept) {\n    __typename\n    ... on ProfileProposal {\n      id\n      status\n    }\n    ... on ValidationError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "acec0dbb7acba4a774aee72235ad6283";

export default node;
