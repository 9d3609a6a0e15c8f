/**
 * @generated SignedSource<<c64242bbe8d5fb888132f1bf2f6dfecc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ToolPolicy = "ALLOW" | "ASK" | "NEVER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ToolsSection_query$data = {
  readonly mcpServers: ReadonlyArray<{
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
      readonly policy: ToolPolicy;
    }>;
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
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "9b47957d10e07a2a255d315e1d29669f";

export default node;
