/**
 * @generated SignedSource<<e8627197d130ead998f9e73ca347f404>>
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
    "cacheID": "3c53c33053a540e33c6a9535038b12fa",
    "id": null,
    "metadata": {},
    "name": "ToolsSectionRefetchQuery",
    "operationKind": "query",
    "text": "query ToolsSectionRefetchQuery {\n  ...ToolsSection_query\n}\n\nfragment ToolsSection_query on Query {\n  mcpServers {\n    id\n    name\n    url\n    headerNames\n    lastError\n    signInUrl\n    signedIn\n    tools {\n      id\n      name\n      description\n      enabled\n      policy\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9b47957d10e07a2a255d315e1d29669f";

export default node;
