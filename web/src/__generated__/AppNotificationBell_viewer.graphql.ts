/**
 * @generated SignedSource<<a4a74ee6acd0428c9043c0ca5f0cc122>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppNotificationBell_viewer$data = {
  readonly id: string;
  readonly notifications: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"AppNotificationBell_notifications">;
  }>;
  readonly unreadNotificationCount: number;
  readonly " $fragmentType": "AppNotificationBell_viewer";
};
export type AppNotificationBell_viewer$key = {
  readonly " $data"?: AppNotificationBell_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppNotificationBell_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppNotificationBell_viewer",
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
      "name": "unreadNotificationCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        },
        {
          "kind": "Literal",
          "name": "includeRead",
          "value": true
        }
      ],
      "concreteType": "Notification",
      "kind": "LinkedField",
      "name": "notifications",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AppNotificationBell_notifications"
        }
      ],
      "storageKey": "notifications(first:5,includeRead:true)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b47adc85497095997abc56d26dd92761";

export default node;
