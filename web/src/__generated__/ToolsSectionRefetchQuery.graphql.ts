/**
 * @generated SignedSource<<824c5113c36c2ce26482231f8e871cd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ToolsSectionRefetchQuery$variables = Record<PropertyKey, never>;
export type ToolsSectionRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ToolsSection_query">;
};
export type ToolsSectionRefetchQuery = {
  response: ToolsSectionRefetchQuery$data;
  variables: ToolsSectionRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ToolsSectionRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ToolsSection_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ToolsSectionRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "McpServer",
        "kind": "LinkedField",
        "name": "mcpServers",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "cacheID": "d2f40e455a9e8db141a40a97319dcc60",
    "id": null,
    "metadata": {},
    "name": "ToolsSectionRefetchQuery",
    "operationKind": "query",
    "text": "query ToolsSectionRefetchQuery {\n  ...ToolsSection_query\n}\n\nfragment ToolsSection_query on Query {\n  mcpServers {\n    id\n    name\n    url\n    headerNames\n    lastError\n    signInUrl\n    signedIn\n    forEveryone\n    fromConfiguration\n    transport\n    tools {\n      id\n      name\n      description\n      enabled\n      policy\n      offForEveryone\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2a9b503cbfd58397e5db282a6910429a";

export default node;
