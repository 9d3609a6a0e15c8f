/**
 * @generated SignedSource<<1731c9b3a49f5449f0a174b95cf0ff6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useStopRunMutation$variables = {
  threadId: string;
};
export type useStopRunMutation$data = {
  readonly stopRun: {
    readonly __typename: "StopRunPayload";
    readonly stopped: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useStopRunMutation = {
  response: useStopRunMutation$data;
  variables: useStopRunMutation$variables;
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
    "concreteType": null,
    "kind": "LinkedField",
    "name": "stopRun",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stopped",
            "storageKey": null
          }
        ],
        "type": "StopRunPayload",
        "abstractKey": null
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
    "name": "useStopRunMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStopRunMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "21793bd0b6b60b81b098cd3313a66214",
    "id": null,
    "metadata": {},
    "name": "useStopRunMutation",
    "operationKind": "mutation",
    "text": "mutation useStopRunMutation(\n  $threadId: ID!\n) {\n  stopRun(threadId: $threadId) {\n    __typename\n    ... on StopRunPayload {\n      stopped\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "54f62c3d37e2d4b553e787b00aed594d";

export default node;
