/**
 * @generated SignedSource<<adf46f3d800c901ade5ded87b5650735>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useThreadEventsSubscription$variables = {
  threadId: string;
};
export type useThreadEventsSubscription$data = {
  readonly threadEvents: {
    readonly type: string;
  };
};
export type useThreadEventsSubscription = {
  response: useThreadEventsSubscription$data;
  variables: useThreadEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "threadId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "threadId",
        "variableName": "threadId"
      }
    ],
    "concreteType": "ThreadEvent",
    "kind": "LinkedField",
    "name": "threadEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useThreadEventsSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useThreadEventsSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "db686bdeb59931faacd92c398bed30f2",
    "id": null,
    "metadata": {},
    "name": "useThreadEventsSubscription",
    "operationKind": "subscription",
    "text": "subscription useThreadEventsSubscription(\n  $threadId: ID!\n) {\n  threadEvents(threadId: $threadId) {\n    type\n  }\n}\n"
  }
};
})();

(node as any).hash = "d71f33427cccc388ea20c9cd5863ae0a";

export default node;
