/**
 * @generated SignedSource<<82b7e02da650e55f381b1d7d0b0a3b1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useNotificationEventsSubscription$variables = Record<PropertyKey, never>;
export type useNotificationEventsSubscription$data = {
  readonly notificationEvents: {
    readonly notification: {
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
    } | null | undefined;
    readonly unreadCount: number;
  };
};
export type useNotificationEventsSubscription = {
  response: useNotificationEventsSubscription$data;
  variables: useNotificationEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "NotificationPush",
    "kind": "LinkedField",
    "name": "notificationEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notification",
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
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationEventsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationEventsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7b6c5b202a7708c0fd165a4b38bad03a",
    "id": null,
    "metadata": {},
    "name": "useNotificationEventsSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationEventsSubscription {\n  notificationEvents {\n    unreadCount\n    notification {\n      id\n      notificationType\n      priority\n      title\n      summary\n      isRead\n      publishedAt\n      actionUrl\n      channel {\n        displayName\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f0a6af038e89e435df120b7e7ceaebe";

export default node;
