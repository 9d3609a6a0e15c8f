/**
 * @generated SignedSource<<953ca0c1555b1d8eca5b15f552515363>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvitationState = "active" | "expired" | "revoked" | "used_up" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvitationsSection_query$data = {
  readonly adminInvitations: ReadonlyArray<{
    readonly expiresAt: string;
    readonly id: string;
    readonly maxUses: number;
    readonly state: InvitationState;
    readonly uses: number;
  }>;
  readonly " $fragmentType": "InvitationsSection_query";
};
export type InvitationsSection_query$key = {
  readonly " $data"?: InvitationsSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationsSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvitationsSection_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Invitation",
      "kind": "LinkedField",
      "name": "adminInvitations",
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e205e6c471200986e3a8ef9d57a60d79";

export default node;
