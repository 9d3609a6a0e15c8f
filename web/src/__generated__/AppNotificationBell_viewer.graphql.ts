/**
 * @generated SignedSource<<96fbd95fb82800b2cebcbfaa5d5d0062>>
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
  }>;
  readonly unreadNotificationCount: number;
  readonly " $fragmentType": "AppNotificationBell_viewer";
};
export type AppNotificationBell_viewer$key = {
  readonly " $data"?: AppNotificationBell_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppNotificationBell_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppNotificationBell_viewer",
  "selections": [
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
      "storageKey": "notifications(first:5,includeRead:true)"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "ed5c4b3ca058c9d8a1f497b621b70c20";

export default node;
