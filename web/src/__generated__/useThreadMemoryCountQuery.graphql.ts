/**
 * @generated SignedSource<<804846025d8264222e0875619df34db4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useThreadMemoryCountQuery$variables = {
  id: string;
};
export type useThreadMemoryCountQuery$data = {
  readonly thread: {
    readonly memoryCount: number;
  } | null | undefined;
};
export type useThreadMemoryCountQuery = {
  response: useThreadMemoryCountQuery$data;
  variables: useThreadMemoryCountQuery$variables;
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
    "name": "useThreadMemoryCountQuery",
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
    "name": "useThreadMemoryCountQuery",
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
    "cacheID": "a9d794606924a9b8750c065f92197e96",
    "id": null,
    "metadata": {},
    "name": "useThreadMemoryCountQuery",
    "operationKind": "query",
    "text": "query useThreadMemoryCountQuery(\n  $id: ID!\n) {\n  thread(id: $id) {\n    memoryCount\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "492b38708ed8786f007ffb7d65f63944";

export default node;
