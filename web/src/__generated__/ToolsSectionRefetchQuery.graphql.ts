/**
 * @generated SignedSource<<1cf215f36bdb2b326e084a3859ed09cb>>
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
    "cacheID": "4dc0d66e988a9728d93076396a055b61",
    "id": null,
    "metadata": {},
    "name": "ToolsSectionRefetchQuery",
    "operationKind": "query",
    "text": "query ToolsSectionRefetchQuery {\n  ...ToolsSection_query\n}\n\nfragment ToolsSection_query on Query {\n  mcpServers {\n    id\n    name\n    url\n    headerNames\n    lastError\n    tools {\n      id\n      name\n      description\n      enabled\n      policy\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "004eac30bec0ea258ef225f904c2eaee";

export default node;
