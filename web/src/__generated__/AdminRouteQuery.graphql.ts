/**
 * @generated SignedSource<<e03df191aa06263e824b3f7c5cedce9f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminRouteQuery$variables = {
  search?: string | null | undefined;
};
export type AdminRouteQuery$data = {
  readonly viewer: {
    readonly email: string | null | undefined;
    readonly isAdmin: boolean;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AuditLogSection_query" | "InvitationsSection_query" | "PeopleSection_query" | "SignupPolicySection_query" | "ToolServersSection_query">;
};
export type AdminRouteQuery = {
  response: AdminRouteQuery$data;
  variables: AdminRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SignupPolicySection_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "InvitationsSection_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PeopleSection_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ToolServersSection_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AuditLogSection_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "InstanceSettings",
        "kind": "LinkedField",
        "name": "adminSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signupPolicy",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Invitation",
        "kind": "LinkedField",
        "name": "adminInvitations",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxUses",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "uses",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "pending",
        "args": [
          {
            "kind": "Literal",
            "name": "status",
            "value": "pending"
          }
        ],
        "concreteType": "AdminPerson",
        "kind": "LinkedField",
        "name": "adminPeople",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": "adminPeople(status:\"pending\")"
      },
      {
        "alias": "people",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          },
          {
            "kind": "Variable",
            "name": "query",
            "variableName": "search"
          }
        ],
        "concreteType": "AdminPerson",
        "kind": "LinkedField",
        "name": "adminPeople",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SharedMcpServers",
        "kind": "LinkedField",
        "name": "adminMcpServers",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "configurationFile",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "McpConfigurationError",
            "kind": "LinkedField",
            "name": "configurationErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "entry",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SharedMcpServer",
            "kind": "LinkedField",
            "name": "servers",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
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
                "kind": "ScalarField",
                "name": "command",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "secretNames",
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
                "name": "fromConfiguration",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SharedMcpTool",
                "kind": "LinkedField",
                "name": "tools",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v7/*:: as any*/),
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
                    "name": "enabledForEveryone",
                    "storageKey": null
                  }
                ],
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
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 50
          }
        ],
        "concreteType": "AuditLogPage",
        "kind": "LinkedField",
        "name": "adminAuditLog",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AuditEntry",
            "kind": "LinkedField",
            "name": "entries",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "actorEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "action",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "targetLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "detail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ip",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userAgent",
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "adminAuditLog(first:50)"
      }
    ]
  },
  "params": {
    "cacheID": "78c152fe1f31e6a83642c6d97d1b8764",
    "id": null,
    "metadata": {},
    "name": "AdminRouteQuery",
    "operationKind": "query",
    "text": "query AdminRouteQuery(\n  $search: String\n) {\n  viewer {\n    isAdmin\n    email\n    id\n  }\n  ...SignupPolicySection_query\n  ...InvitationsSection_query\n  ...PeopleSection_query\n  ...ToolServersSection_query\n  ...AuditLogSection_query\n}\n\nfragment AuditLogSection_query on Query {\n  adminAuditLog(first: 50) {\n    entries {\n      id\n      actorEmail\n      action\n      targetLabel\n      detail\n      ip\n      userAgent\n      createdAt\n    }\n  }\n}\n\nfragment InvitationsSection_query on Query {\n  adminInvitations {\n    id\n    maxUses\n    uses\n    expiresAt\n    state\n  }\n}\n\nfragment PeopleSection_query on Query {\n  pending: adminPeople(status: pending) {\n    id\n    email\n    username\n    displayName\n    createdAt\n  }\n  people: adminPeople(query: $search, first: 100) {\n    id\n    email\n    username\n    displayName\n    isAdmin\n    status\n    createdAt\n  }\n}\n\nfragment SignupPolicySection_query on Query {\n  adminSettings {\n    signupPolicy\n  }\n}\n\nfragment ToolServersSection_query on Query {\n  adminMcpServers {\n    configurationFile\n    configurationErrors {\n      entry\n      message\n    }\n    servers {\n      id\n      name\n      address\n      transport\n      command\n      secretNames\n      lastError\n      fromConfiguration\n      tools {\n        id\n        name\n        description\n        enabledForEveryone\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "18644069e652781ab95d30fa453642d7";

export default node;
