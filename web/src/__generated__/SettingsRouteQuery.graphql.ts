/**
 * @generated SignedSource<<30a9ca36dbd76a12f5a213de58c6902c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsRouteQuery$variables = Record<PropertyKey, never>;
export type SettingsRouteQuery$data = {
  readonly systemStatus: {
    readonly components: ReadonlyArray<{
      readonly detail: string;
      readonly name: string;
      readonly ok: boolean;
    }>;
    readonly internals: boolean;
  };
  readonly viewer: {
    readonly chatModel: {
      readonly label: string;
    };
    readonly email: string | null | undefined;
    readonly hasConnectedModel: boolean;
    readonly isAdmin: boolean;
    readonly profile: {
      readonly " $fragmentSpreads": FragmentRefs<"ProfileBasics_profile">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"AccessTokensSection_viewer" | "DevicesSection_viewer" | "EmailSection_viewer" | "PersonalisationSection_viewer" | "SharedLinksSection_viewer" | "UsageSection_viewer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ToolsSection_query">;
};
export type SettingsRouteQuery = {
  response: SettingsRouteQuery$data;
  variables: SettingsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasConnectedModel",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "SystemStatus",
  "kind": "LinkedField",
  "name": "systemStatus",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ComponentStatus",
      "kind": "LinkedField",
      "name": "components",
      "plural": true,
      "selections": [
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ok",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "detail",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
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
  "kind": "Literal",
  "name": "first",
  "value": 50
},
v8 = [
  (v7/*:: as any*/),
  {
    "kind": "Literal",
    "name": "kind",
    "value": "session"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "current",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scope",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userAgent",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ip",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastUsedAt",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v19 = [
  "kind"
],
v20 = [
  (v7/*:: as any*/),
  {
    "kind": "Literal",
    "name": "kind",
    "value": "token"
  }
],
v21 = [
  (v7/*:: as any*/)
],
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "messages",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tokens",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsRouteQuery",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfileBasics_profile"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EmailSection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonalisationSection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DevicesSection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccessTokensSection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SharedLinksSection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UsageSection_viewer"
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AiModel",
            "kind": "LinkedField",
            "name": "chatModel",
            "plural": false,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ToolsSection_query"
      },
      (v5/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SettingsRouteQuery",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
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
                "name": "interests",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PendingEmailChange",
            "kind": "LinkedField",
            "name": "pendingEmailChange",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PersonalInstructions",
            "kind": "LinkedField",
            "name": "personalInstructions",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "about",
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
                "name": "maxLength",
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
            "name": "chatModel",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "offline",
                "storageKey": null
              },
              (v6/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": "devices",
            "args": (v8/*:: as any*/),
            "concreteType": "DeviceSessionConnection",
            "kind": "LinkedField",
            "name": "sessionsConnection",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeviceSessionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeviceSession",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v4/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              (v18/*:: as any*/)
            ],
            "storageKey": "sessionsConnection(first:50,kind:\"session\")"
          },
          {
            "alias": "devices",
            "args": (v8/*:: as any*/),
            "filters": (v19/*:: as any*/),
            "handle": "connection",
            "key": "DevicesSection_devices",
            "kind": "LinkedHandle",
            "name": "sessionsConnection"
          },
          {
            "alias": "tokens",
            "args": (v20/*:: as any*/),
            "concreteType": "DeviceSessionConnection",
            "kind": "LinkedField",
            "name": "sessionsConnection",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeviceSessionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeviceSession",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v4/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v9/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              (v18/*:: as any*/)
            ],
            "storageKey": "sessionsConnection(first:50,kind:\"token\")"
          },
          {
            "alias": "tokens",
            "args": (v20/*:: as any*/),
            "filters": (v19/*:: as any*/),
            "handle": "connection",
            "key": "AccessTokensSection_tokens",
            "kind": "LinkedHandle",
            "name": "sessionsConnection"
          },
          {
            "alias": null,
            "args": (v21/*:: as any*/),
            "concreteType": "SharedLinkConnection",
            "kind": "LinkedField",
            "name": "sharedConversationsConnection",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SharedLinkEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SharedLink",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "token",
                        "storageKey": null
                      },
                      (v22/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "messageCount",
                        "storageKey": null
                      },
                      (v14/*:: as any*/),
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              (v18/*:: as any*/)
            ],
            "storageKey": "sharedConversationsConnection(first:50)"
          },
          {
            "alias": null,
            "args": (v21/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "SharedLinksSection_sharedConversationsConnection",
            "kind": "LinkedHandle",
            "name": "sharedConversationsConnection"
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Voice",
            "kind": "LinkedField",
            "name": "voice",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "minutesPerDay",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "days",
                "value": 30
              }
            ],
            "concreteType": null,
            "kind": "LinkedField",
            "name": "usage",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UsageLimits",
                    "kind": "LinkedField",
                    "name": "limits",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "unit",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "daily",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "monthly",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UsageCounts",
                    "kind": "LinkedField",
                    "name": "today",
                    "plural": false,
                    "selections": [
                      (v23/*:: as any*/),
                      (v24/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "audioSeconds",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "speechSeconds",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UsageCounts",
                    "kind": "LinkedField",
                    "name": "thisMonth",
                    "plural": false,
                    "selections": [
                      (v23/*:: as any*/),
                      (v24/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dayResetsAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "monthResetsAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UsageDay",
                    "kind": "LinkedField",
                    "name": "days",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "day",
                        "storageKey": null
                      },
                      (v23/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UsageRow",
                    "kind": "LinkedField",
                    "name": "rows",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "model",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "purpose",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "calls",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "inputTokens",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "outputTokens",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "estimated",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "type": "Usage",
                "abstractKey": null
              }
            ],
            "storageKey": "usage(days:30)"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "McpServer",
        "kind": "LinkedField",
        "name": "mcpServers",
        "plural": true,
        "selections": [
          (v6/*:: as any*/),
          (v4/*:: as any*/),
          (v22/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "headerNames",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastError",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signInUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signedIn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "forEveryone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fromConfiguration",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "transport",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "McpTool",
            "kind": "LinkedField",
            "name": "tools",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "policy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "offForEveryone",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "bacf0647003b6d56e416bf13add705b3",
    "id": null,
    "metadata": {},
    "name": "SettingsRouteQuery",
    "operationKind": "query",
    "text": "query SettingsRouteQuery {\n  viewer {\n    isAdmin\n    email\n    profile {\n      ...ProfileBasics_profile\n      id\n    }\n    ...EmailSection_viewer\n    ...PersonalisationSection_viewer\n    ...DevicesSection_viewer\n    ...AccessTokensSection_viewer\n    ...SharedLinksSection_viewer\n    ...UsageSection_viewer\n    hasConnectedModel\n    chatModel {\n      label\n      id\n    }\n    id\n  }\n  ...ToolsSection_query\n  systemStatus {\n    internals\n    components {\n      name\n      ok\n      detail\n    }\n  }\n}\n\nfragment AccessTokensSection_viewer on User {\n  tokens: sessionsConnection(kind: token, first: 50) {\n    edges {\n      node {\n        id\n        ...SessionRow_session\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment DevicesSection_viewer on User {\n  devices: sessionsConnection(kind: session, first: 50) {\n    edges {\n      node {\n        id\n        current\n        ...SessionRow_session\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment EmailSection_viewer on User {\n  email\n  pendingEmailChange {\n    email\n  }\n}\n\nfragment PersonalisationSection_viewer on User {\n  isAdmin\n  hasConnectedModel\n  personalInstructions {\n    about\n    style\n    maxLength\n  }\n  chatModel {\n    offline\n    id\n  }\n}\n\nfragment ProfileBasics_profile on Profile {\n  id\n  displayName\n  username\n  public\n  interests\n}\n\nfragment SessionRow_session on DeviceSession {\n  id\n  kind\n  scope\n  name\n  userAgent\n  ip\n  current\n  createdAt\n  lastUsedAt\n}\n\nfragment SharedLinkRow_link on SharedLink {\n  id\n  token\n  url\n  title\n  messageCount\n  createdAt\n}\n\nfragment SharedLinksSection_viewer on User {\n  sharedConversationsConnection(first: 50) {\n    edges {\n      node {\n        id\n        ...SharedLinkRow_link\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment ToolsSection_query on Query {\n  mcpServers {\n    id\n    name\n    url\n    headerNames\n    lastError\n    signInUrl\n    signedIn\n    forEveryone\n    fromConfiguration\n    transport\n    tools {\n      id\n      name\n      description\n      enabled\n      policy\n      offForEveryone\n    }\n  }\n}\n\nfragment UsageSection_viewer on User {\n  voice {\n    minutesPerDay\n  }\n  usage(days: 30) {\n    __typename\n    ... on Usage {\n      limits {\n        unit\n        daily\n        monthly\n      }\n      today {\n        messages\n        tokens\n        audioSeconds\n        speechSeconds\n      }\n      thisMonth {\n        messages\n        tokens\n      }\n      dayResetsAt\n      monthResetsAt\n      days {\n        day\n        messages\n      }\n      rows {\n        model\n        purpose\n        calls\n        inputTokens\n        outputTokens\n        estimated\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c2822f614155aeb92a163b1eebcb1172";

export default node;
