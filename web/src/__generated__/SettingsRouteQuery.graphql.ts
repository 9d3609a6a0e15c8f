/**
 * @generated SignedSource<<bff060c19044de118b8dd6b9beb06f05>>
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
  };
  readonly viewer: {
    readonly profile: {
      readonly " $fragmentSpreads": FragmentRefs<"ProfileBasics_profile">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"AccessTokensSection_viewer" | "DevicesSection_viewer" | "SharedLinksSection_viewer">;
  } | null | undefined;
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
  "name": "name",
  "storageKey": null
},
v1 = {
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
      "concreteType": "ComponentStatus",
      "kind": "LinkedField",
      "name": "components",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
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
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
            "concreteType": "DeviceSession",
            "kind": "LinkedField",
            "name": "sessions",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userAgent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ip",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SharedLink",
            "kind": "LinkedField",
            "name": "sharedConversations",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "token",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
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
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "04c7d5e6de46cf039e09fdcfa896f5ba",
    "id": null,
    "metadata": {},
    "name": "SettingsRouteQuery",
    "operationKind": "query",
    "text": "query SettingsRouteQuery {\n  viewer {\n    profile {\n      ...ProfileBasics_profile\n      id\n    }\n    ...DevicesSection_viewer\n    ...AccessTokensSection_viewer\n    ...SharedLinksSection_viewer\n    id\n  }\n  systemStatus {\n    components {\n      name\n      ok\n      detail\n    }\n  }\n}\n\nfragment AccessTokensSection_viewer on User {\n  sessions {\n    id\n    kind\n    ...SessionRow_session\n  }\n}\n\nfragment DevicesSection_viewer on User {\n  sessions {\n    id\n    kind\n    current\n    ...SessionRow_session\n  }\n}\n\nfragment ProfileBasics_profile on Profile {\n  id\n  displayName\n  username\n  public\n  interests\n}\n\nfragment SessionRow_session on DeviceSession {\n  id\n  kind\n  name\n  userAgent\n  ip\n  current\n  createdAt\n  lastUsedAt\n}\n\nfragment SharedLinkRow_link on SharedLink {\n  id\n  token\n  url\n  title\n  messageCount\n  createdAt\n}\n\nfragment SharedLinksSection_viewer on User {\n  sharedConversations {\n    id\n    ...SharedLinkRow_link\n  }\n}\n"
  }
};
})();

(node as any).hash = "bf8dd78894720c28901068747d5bf209";

export default node;
