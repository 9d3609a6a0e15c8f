/**
 * @generated SignedSource<<f8489cc296c967d7335c28e8c250643d>>
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
    "cacheID": "39d46bc2568a1b454fbdf276ff67a41f",
    "id": null,
    "metadata": {},
    "name": "MonitoringRouteQuery",
    "operationKind": "query",
    "text": "query MonitoringRouteQuery {\n  ...MonitoringRoute_query\n}\n\nfragment MonitoringRoute_query on Query {\n  systemStatus {\n    uptimeSeconds\n    components {\n      name\n      ok\n      detail\n      latencyMs\n    }\n  }\n}\n"
  }
};

(node as any).hash = "2cfef3ee1183c7eafad462bd291e35cf";

export default node;
