/**
 * @generated SignedSource<<15e57625611f114d5a58797685b4d031>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useProposeFromStoriesMutation$variables = Record<PropertyKey, never>;
export type useProposeFromStoriesMutation$data = {
  readonly updateProfileFromStories: {
    readonly __typename: string;
    readonly proposal: {
      readonly changes: unknown;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProposalCard_proposal">;
    } | null | undefined;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useProposeFromStoriesMutation = {
  response: useProposeFromStoriesMutation$data;
  variables: useProposeFromStoriesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
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
  "name": "changes",
  "storageKey": null
},
v3 = {
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useProposeFromStoriesMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProfileFromStories",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ProposalCard_proposal"
                }
              ],
              "type": "ProfileProposal",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "proposal"
          },
          {
            "fragment": (v3/*:: as any*/),
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useProposeFromStoriesMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProfileFromStories",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "type": "ProfileProposal",
            "abstractKey": null
          },
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/)
            ],
            "type": "ProfileProposal",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5f3f0bae9b5a2e906381111a2f7ea1b6",
    "id": null,
    "metadata": {},
    "name": "useProposeFromStoriesMutation",
    "operationKind": "mutation",
    "text": "mutation useProposeFromStoriesMutation {\n  updateProfileFromStories {\n    __typename\n    ... on ProfileProposal {\n      id\n      changes\n      ...ProposalCard_proposal\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment ProposalCard_proposal on ProfileProposal {\n  id\n  changes\n}\n"
  }
};
})();

(node as any).hash = "0e12c92a46b71d35d771b2a93aeea3a8";

export default node;
