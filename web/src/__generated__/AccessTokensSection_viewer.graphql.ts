/**
 * @generated SignedSource<<6d8eef460106e0025ad7d7561710af78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccessTokensSection_viewer$data = {
  readonly tokens: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"SessionRow_session">;
      };
    }>;
  };
  readonly " $fragmentType": "AccessTokensSection_viewer";
};
export type AccessTokensSection_viewer$key = {
  readonly " $data"?: AccessTokensSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessTokensSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "tokens"
        ]
      }
    ]
  },
  "name": "AccessTokensSection_viewer",
  "selections": [
    {
      "alias": "tokens",
      "args": [
        {
          "kind": "Literal",
          "name": "kind",
          "value": "token"
        }
      ],
      "concreteType": "DeviceSessionConnection",
      "kind": "LinkedField",
      "name": "__AccessTokensSection_tokens_connection",
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
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SessionRow_session"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
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
        }
      ],
      "storageKey": "__AccessTokensSection_tokens_connection(kind:\"token\")"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2ccca58333a4b7cb40bedc1259b84ebf";

export default node;
