/**
 * @generated SignedSource<<7d9c00aaca54548750a9579768edf0ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type McpTransport = "HTTP" | "STDIO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ToolServersSection_query$data = {
  readonly adminMcpServers: {
    readonly configurationErrors: ReadonlyArray<{
      readonly entry: string;
      readonly message: string;
    }>;
    readonly configurationFile: string | null | undefined;
    readonly servers: ReadonlyArray<{
      readonly address: string;
      readonly command: string | null | undefined;
      readonly fromConfiguration: boolean;
      readonly id: string;
      readonly lastError: string | null | undefined;
      readonly name: string;
      readonly secretNames: ReadonlyArray<string>;
      readonly tools: ReadonlyArray<{
        readonly description: string;
        readonly enabledForEveryone: boolean;
        readonly id: string;
        readonly name: string;
      }>;
      readonly transport: McpTransport;
    }>;
  };
  readonly " $fragmentType": "ToolServersSection_query";
};
export type ToolServersSection_query$key = {
  readonly " $data"?: ToolServersSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ToolServersSection_query">;
};

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
  "metadata": null,
  "name": "ToolServersSection_query",
  "selections": [
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
            (v0/*:: as any*/),
            (v1/*:: as any*/),
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "59968953efcb5d0f861b0981effcf84b";

export default node;
