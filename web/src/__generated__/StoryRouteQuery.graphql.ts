/**
 * @generated SignedSource<<96ffb57ac23319faf3c5995cc13ff4c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoryRouteQuery$variables = Record<PropertyKey, never>;
export type StoryRouteQuery$data = {
  readonly viewer: {
    readonly profile: {
      readonly achievements: ReadonlyArray<string>;
      readonly bio: string | null | undefined;
      readonly id: string;
      readonly interests: ReadonlyArray<string>;
      readonly skills: ReadonlyArray<string>;
    };
    readonly profileProposals: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProposalCard_proposal">;
    }>;
    readonly stories: ReadonlyArray<{
      readonly id: string;
      readonly title: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"StoryItem_story">;
    }>;
    readonly username: string;
  } | null | undefined;
};
export type StoryRouteQuery = {
  response: StoryRouteQuery$data;
  variables: StoryRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
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
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Profile",
  "kind": "LinkedField",
  "name": "profile",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interests",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skills",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "achievements",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StoryRouteQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Story",
            "kind": "LinkedField",
            "name": "stories",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "StoryItem_story"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProfileProposal",
            "kind": "LinkedField",
            "name": "profileProposals",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProposalCard_proposal"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
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
    "name": "StoryRouteQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Story",
            "kind": "LinkedField",
            "name": "stories",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "content",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProfileProposal",
            "kind": "LinkedField",
            "name": "profileProposals",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "changes",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0457f316cd3a5e085c450ba3a70ff835",
    "id": null,
    "metadata": {},
    "name": "StoryRouteQuery",
    "operationKind": "query",
    "text": "query StoryRouteQuery {\n  viewer {\n    username\n    stories {\n      id\n      title\n      ...StoryItem_story\n    }\n    profileProposals {\n      id\n      ...ProposalCard_proposal\n    }\n    profile {\n      id\n      bio\n      interests\n      skills\n      achievements\n    }\n    id\n  }\n}\n\nfragment ProposalCard_proposal on ProfileProposal {\n  id\n  changes\n}\n\nfragment StoryItem_story on Story {\n  id\n  title\n  content\n  createdAt\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "bdf1adc3c02ca27ceb7a37066f04112f";

export default node;
