/**
 * @generated SignedSource<<430667aa352c11207bf54a6194fea8c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MonitoringRouteQuery$variables = Record<PropertyKey, never>;
export type MonitoringRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MonitoringRoute_query">;
};
export type MonitoringRouteQuery = {
  response: MonitoringRouteQuery$data;
  variables: MonitoringRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MonitoringRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MonitoringRoute_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MonitoringRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SystemStatus",
        "kind": "LinkedField",
        "name": "systemStatus",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "internals",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "uptimeSeconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ComponentStatus",
            "kind": "LinkedField",
            "name": "components",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ok",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "detail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "latencyMs",
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
    "cacheID": "bf5a261c9548c3e0f66c4825b160ae7e",
    "id": null,
    "metadata": {},
    "name": "MonitoringRouteQuery",
    "operationKind": "query",
    "text": "query MonitoringRouteQuery {\n  ...MonitoringRoute_query\n}\n\nfragment MonitoringRoute_query on Query {\n  systemStatus {\n    internals\n    uptimeSeconds\n    components {\n      name\n      ok\n      detail\n      latencyMs\n    }\n  }\n}\n"
  }
};

(node as any).hash = "2cfef3ee1183c7eafad462bd291e35cf";

export default node;
