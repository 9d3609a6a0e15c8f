/**
 * @generated SignedSource<<22c5d54a8081cc28606db8fdd611e308>>
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
    readonly stepId: string;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stepId",
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
    "cacheID": "3c2535ec28b5ab87b192bacac16f0cd8",
    "id": null,
    "metadata": {},
    "name": "useThreadEventsSubscription",
    "operationKind": "subscription",
    "text": "subscription useThreadEventsSubscription(\n  $threadId: ID!\n) {\n  threadEvents(threadId: $threadId) {\n    type\n    stepId\n  }\n}\n"
  }
};
})();

(node as any).hash = "c007ca22f6c2191fbe32851dcb4b8336";

export default node;
