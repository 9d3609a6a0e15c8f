/**
 * @generated SignedSource<<212a83f1c4c48962d820c09661f0c7f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useStoryMutationsProposeMutation$variables = Record<PropertyKey, never>;
export type useStoryMutationsProposeMutation$data = {
  readonly updateProfileFromStories: {
    readonly __typename: "ProfileProposal";
    readonly ProposalCard_proposal: {
      readonly " $fragmentSpreads": FragmentRefs<"ProposalCard_proposal">;
    } | null | undefined;
    readonly changes: unknown;
    readonly id: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useStoryMutationsProposeMutation = {
  response: useStoryMutationsProposeMutation$data;
  variables: useStoryMutationsProposeMutation$variables;
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
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useStoryMutationsProposeMutation",
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
              (v2/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
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
                "name": "ProposalCard_proposal"
              }
            ],
            "type": "ProfileProposal",
            "abstractKey": null
          },
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStoryMutationsProposeMutation",
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3247e6b42adfa102f8e4046a0113b002",
    "id": null,
    "metadata": {},
    "name": "useStoryMutationsProposeMutation",
    "operationKind": "mutation",
    "text": "mutation useStoryMutationsProposeMutation {\n  updateProfileFromStories {\n    __typename\n    ... on ProfileProposal {\n      id\n      changes\n      ...ProposalCard_proposal\n    }\n    ... on ValidationError {\n      message\n    }\n  }\n}\n\nfragment ProposalCard_proposal on ProfileProposal {\n  id\n  changes\n}\n"
  }
};
})();

(node as any).hash = "356a15670d74e0ef762963f6603a2d0f";

export default node;
