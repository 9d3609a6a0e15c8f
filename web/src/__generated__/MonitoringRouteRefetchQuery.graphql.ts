/**
 * @generated SignedSource<<14ea412de5ec7597177a7aa29d9612ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MonitoringRouteRefetchQuery$variables = Record<PropertyKey, never>;
export type MonitoringRouteRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MonitoringRoute_query">;
};
export type MonitoringRouteRefetchQuery = {
  response: MonitoringRouteRefetchQuery$data;
  variables: MonitoringRouteRefetchQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MonitoringRouteRefetchQuery",
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
    "name": "MonitoringRouteRefetchQuery",
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
    "cacheID": "f425cdf01ecf8b90dc27a28336bfc33f",
    "id": null,
    "metadata": {},
    "name": "MonitoringRouteRefetchQuery",
    "operationKind": "query",
    "text": "query MonitoringRouteRefetchQuery {\n  ...MonitoringRoute_query\n}\n\nfragment MonitoringRoute_query on Query {\n  systemStatus {\n    internals\n    uptimeSeconds\n    components {\n      name\n      ok\n      detail\n      latencyMs\n    }\n  }\n}\n"
  }
};

(node as any).hash = "36ed5f5e3b0ee12749066c178195591f";

export default node;
