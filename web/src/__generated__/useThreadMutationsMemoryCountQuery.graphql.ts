/**
 * @generated SignedSource<<5053c63408179522f008a8c9796cca32>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useThreadMutationsMemoryCountQuery$variables = {
  id: string;
};
export type useThreadMutationsMemoryCountQuery$data = {
  readonly thread: {
    readonly memoryCount: number;
  } | null | undefined;
};
export type useThreadMutationsMemoryCountQuery = {
  response: useThreadMutationsMemoryCountQuery$data;
  variables: useThreadMutationsMemoryCountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memoryCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useThreadMutationsMemoryCountQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Thread",
        "kind": "LinkedField",
        "name": "thread",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useThreadMutationsMemoryCountQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Thread",
        "kind": "LinkedField",
        "name": "thread",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "189a4245faf29146ed2280682305acaa",
    "id": null,
    "metadata": {},
    "name": "useThreadMutationsMemoryCountQuery",
    "operationKind": "query",
    "text": "query useThreadMutationsMemoryCountQuery(\n  $id: ID!\n) {\n  thread(id: $id) {\n    memoryCount\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d60eb171bbd5f1c98981dbc481ff753c";

export default node;
