/**
 * @generated SignedSource<<d0fefe4a6868eacc8575dfb0a0b5c34d>>
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
      readonly title: string | null | undefined;
      readonly username: string;
      readonly " $fragmentSpreads": FragmentRefs<"TwinSettings_profile">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"TwinAccessCard_viewer" | "TwinConversationList_viewer" | "TwinInsightsPanel_viewer" | "TwinReviewQueue_viewer" | "TwinSettings_viewer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"TwinAccessCard_models">;
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
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bio",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "interests",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "location",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "conversations",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "messages",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbsUp",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbsDown",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
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
              (v6/*:: as any*/),
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
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TwinInsightsPanel_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TwinConversationList_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TwinAccessCard_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TwinSettings_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "TwinAccessCard_models"
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
              (v7/*:: as any*/),
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
          (v7/*:: as any*/),
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
              (v7/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "days",
                "value": 7
              }
            ],
            "concreteType": "TwinInsights",
            "kind": "LinkedField",
            "name": "twinInsights",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "days",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "visitors",
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "questionsPassedOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "questionsAnswered",
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TwinInsightsDay",
                "kind": "LinkedField",
                "name": "daily",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TwinInsightsTopic",
                "kind": "LinkedField",
                "name": "topics",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "topic",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "twinInsights(days:7)"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 20
              }
            ],
            "concreteType": "TwinConversationPage",
            "kind": "LinkedField",
            "name": "twinConversations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TwinConversation",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/),
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
                    "concreteType": "TwinVisitor",
                    "kind": "LinkedField",
                    "name": "visitor",
                    "plural": false,
                    "selections": [
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "signedIn",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "preview",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "messageCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "passedOn",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "nextCursor",
                "storageKey": null
              }
            ],
            "storageKey": "twinConversations(first:20)"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TwinAccess",
            "kind": "LinkedField",
            "name": "twinAccess",
            "plural": false,
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
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AiModel",
        "kind": "LinkedField",
        "name": "aiModels",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "connectionName",
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
            "name": "isDefault",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "356f4097429c2bb7bd066a4152692d26",
    "id": null,
    "metadata": {},
    "name": "MyTwinRouteQuery",
    "operationKind": "query",
    "text": "query MyTwinRouteQuery {\n  viewer {\n    profile {\n      username\n      displayName\n      title\n      avatarUrl\n      bio\n      interests\n      location\n      ...TwinSettings_profile\n      id\n    }\n    ...TwinReviewQueue_viewer\n    ...TwinInsightsPanel_viewer\n    ...TwinConversationList_viewer\n    ...TwinAccessCard_viewer\n    ...TwinSettings_viewer\n    id\n  }\n  ...TwinAccessCard_models\n}\n\nfragment TwinAccessCard_access on TwinAccess {\n  mode\n  anonymousDailyLimit\n  maxAnonymousDailyLimit\n  style\n  voice\n  voiceChat\n  chosenModel\n}\n\nfragment TwinAccessCard_models on Query {\n  aiModels {\n    id\n    label\n    connectionName\n    supportsTools\n    isDefault\n  }\n}\n\nfragment TwinAccessCard_viewer on User {\n  id\n  twinAccess {\n    ...TwinAccessCard_access\n  }\n}\n\nfragment TwinConversationList_viewer on User {\n  twinConversations(first: 20) {\n    nodes {\n      id\n      databaseId\n      visitor {\n        label\n        signedIn\n      }\n      preview\n      messageCount\n      passedOn\n      thumbsUp\n      thumbsDown\n      updatedAt\n    }\n    nextCursor\n  }\n  id\n}\n\nfragment TwinInsightsPanel_viewer on User {\n  twinInsights(days: 7) {\n    days\n    visitors\n    conversations\n    messages\n    questionsPassedOn\n    questionsAnswered\n    thumbsUp\n    thumbsDown\n    daily {\n      date\n      conversations\n      messages\n    }\n    topics {\n      topic\n      count\n    }\n  }\n  id\n}\n\nfragment TwinReviewQueue_viewer on User {\n  id\n  twinQuestions(status: open) {\n    id\n    question\n    createdAt\n  }\n}\n\nfragment TwinSettings_profile on Profile {\n  id\n  username\n  displayName\n  public\n  hideFromSearch\n  embedOrigins\n  sectionVisibility {\n    achievements\n    posts\n    photos\n    skills\n    projects\n  }\n}\n\nfragment TwinSettings_viewer on User {\n  twinAccess {\n    mode\n  }\n}\n"
  }
};
})();

(node as any).hash = "3e2c68ca62b34a9a9212a6347f7c6b3b";

export default node;
