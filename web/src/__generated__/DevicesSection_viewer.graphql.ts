/**
 * @generated SignedSource<<977f6e9226d2f16aaed5c40215837f7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevicesSection_viewer$data = {
  readonly devices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly current: boolean;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"SessionRow_session">;
      };
    }>;
  };
  readonly " $fragmentType": "DevicesSection_viewer";
};
export type DevicesSection_viewer$key = {
  readonly " $data"?: DevicesSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DevicesSection_viewer">;
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
          "devices"
        ]
      }
    ]
  },
  "name": "DevicesSection_viewer",
  "selections": [
    {
      "alias": "devices",
      "args": [
        {
          "kind": "Literal",
          "name": "kind",
          "value": "session"
        }
      ],
      "concreteType": "DeviceSessionConnection",
      "kind": "LinkedField",
      "name": "__DevicesSection_devices_connection",
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "current",
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
      "storageKey": "__DevicesSection_devices_connection(kind:\"session\")"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5be22605b19a8c8b3ab13a4e1b1f3e6d";

export default node;
