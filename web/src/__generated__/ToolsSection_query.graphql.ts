/**
 * @generated SignedSource<<de4aa7530d2216d25a14bea7a216addc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type McpTransport = "HTTP" | "STDIO" | "%future added value";
export type ToolPolicy = "ALLOW" | "ASK" | "NEVER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ToolsSection_query$data = {
  readonly mcpServers: ReadonlyArray<{
    readonly forEveryone: boolean;
    readonly fromConfiguration: boolean;
    readonly headerNames: ReadonlyArray<string>;
    readonly id: string;
    readonly lastError: string | null | undefined;
    readonly name: string;
    readonly signInUrl: string | null | undefined;
    readonly signedIn: boolean;
    readonly tools: ReadonlyArray<{
      readonly description: string;
      readonly enabled: boolean;
      readonly id: string;
      readonly name: string;
      readonly offForEveryone: boolean;
      readonly policy: ToolPolicy;
    }>;
    readonly transport: McpTransport;
    readonly url: string;
  }>;
  readonly " $fragmentType": "ToolsSection_query";
};
export type ToolsSection_query$key = {
  readonly " $data"?: ToolsSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ToolsSection_query">;
};

import ToolsSectionRefetchQuery_graphql from './ToolsSectionRefetchQuery.graphql';

const node: ReaderFragment = (function(){
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": ToolsSectionRefetchQuery_graphql
    }
  },
  "name": "ToolsSection_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "2a9b503cbfd58397e5db282a6910429a";

export default node;
