/**
 * @generated SignedSource<<ff6bde286a4c30237bff1e0d5888605d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useNotificationEventsSubscription$variables = Record<PropertyKey, never>;
export type useNotificationEventsSubscription$data = {
  readonly notificationEvents: {
    readonly notification: {
      readonly " $fragmentSpreads": FragmentRefs<"AppNotificationBell_notifications">;
    } | null | undefined;
    readonly unreadCount: number;
  };
};
export type useNotificationEventsSubscription = {
  response: useNotificationEventsSubscription$data;
  variables: useNotificationEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationPush",
        "kind": "LinkedField",
        "name": "notificationEvents",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "notification",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AppNotificationBell_notifications"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationPush",
        "kind": "LinkedField",
        "name": "notificationEvents",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "9b2bfbbc263d88db45d4c6f741e89ac4",
    "id": null,
    "metadata": {},
    "name": "useNotificationEventsSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationEventsSubscription {\n  notificationEvents {\n    unreadCount\n    notification {\n      ...AppNotificationBell_notifications\n      id\n    }\n  }\n}\n\nfragment AppNotificationBell_notifications on Notification {\n  id\n  notificationType\n  priority\n  title\n  summary\n  isRead\n  publishedAt\n  actionUrl\n  channel {\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "dffbe70ad6a47fbdae1827a64eefe122";

export default node;
