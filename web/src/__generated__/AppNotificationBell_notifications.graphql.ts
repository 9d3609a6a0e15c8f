/**
 * @generated SignedSource<<5746ce49285780ce50eb7face45c855a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppNotificationBell_notifications$data = ReadonlyArray<{
  readonly actionUrl: string | null | undefined;
  readonly channel: {
    readonly displayName: string;
  } | null | undefined;
  readonly id: string;
  readonly isRead: boolean;
  readonly notificationType: string;
  readonly priority: string;
  readonly publishedAt: string;
  readonly summary: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "AppNotificationBell_notifications";
}>;
export type AppNotificationBell_notifications$key = ReadonlyArray<{
  readonly " $data"?: AppNotificationBell_notifications$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppNotificationBell_notifications">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AppNotificationBell_notifications",
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
      "name": "notificationType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priority",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actionUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NotificationChannel",
      "kind": "LinkedField",
      "name": "channel",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};

(node as any).hash = "222d83e3fd803ede539ed3373ac7784e";

export default node;
