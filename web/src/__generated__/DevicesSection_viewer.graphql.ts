/**
 * @generated SignedSource<<d3ef6ec1bc60e7695c7f7786a94b54e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevicesSection_viewer$data = {
  readonly sessions: ReadonlyArray<{
    readonly current: boolean;
    readonly id: string;
    readonly kind: string;
    readonly " $fragmentSpreads": FragmentRefs<"SessionRow_session">;
  }>;
  readonly " $fragmentType": "DevicesSection_viewer";
};
export type DevicesSection_viewer$key = {
  readonly " $data"?: DevicesSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DevicesSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DevicesSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceSession",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
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
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SessionRow_session"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "322c8aa06272c9466dbdc1fcd132f33c";

export default node;
