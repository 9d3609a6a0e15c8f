/**
 * @generated SignedSource<<944931e717e182633f08cde82415ed1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyTwinRouteQuery$variables = Record<PropertyKey, never>;
export type MyTwinRouteQuery$data = {
  readonly viewer: {
    readonly profile: {
      readonly avatarUrl: string | null | undefined;
      readonly bio: string | null | undefined;
      readonly displayName: string | null | undefined;
      readonly interests: ReadonlyArray<string>;
      readonly location: string | null | undefined;
      readonly username: string;
      readonly " $fragmentSpreads": FragmentRefs<"TwinSettings_profile">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"TwinReviewQueue_viewer">;
  } | null | undefined;
};
export type MyTwinRouteQuery = {
  response: MyTwinRouteQuery$data;
  variables: MyTwinRouteQuery$variables;
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
  "name": "displayName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bio",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "interests",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "location",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyTwinRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TwinSettings_profile"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TwinReviewQueue_viewer"
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
    "name": "MyTwinRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "public",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hideFromSearch",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "embedOrigins",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SectionVisibility",
                "kind": "LinkedField",
                "name": "sectionVisibility",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "achievements",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "posts",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "photos",
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
                    "name": "projects",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "status",
                "value": "open"
              }
            ],
            "concreteType": "TwinQuestion",
            "kind": "LinkedField",
            "name": "twinQuestions",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "question",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": "twinQuestions(status:\"open\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "42685d0ee89e8c54e692969c48e8e485",
    "id": null,
    "metadata": {},
    "name": "MyTwinRouteQuery",
    "operationKind": "query",
    "text": "query MyTwinRouteQuery {\n  viewer {\n    profile {\n      username\n      displayName\n      avatarUrl\n      bio\n      interests\n      location\n      ...TwinSettings_profile\n      id\n    }\n    ...TwinReviewQueue_viewer\n    id\n  }\n}\n\nfragment TwinReviewQueue_viewer on User {\n  id\n  twinQuestions(status: open) {\n    id\n    question\n    createdAt\n  }\n}\n\nfragment TwinSettings_profile on Profile {\n  id\n  username\n  displayName\n  public\n  hideFromSearch\n  embedOrigins\n  sectionVisibility {\n    achievements\n    posts\n    photos\n    skills\n    projects\n  }\n}\n"
  }
};
})();

(node as any).hash = "e08d4a191c36abcac4445709436fd243";

export default node;
