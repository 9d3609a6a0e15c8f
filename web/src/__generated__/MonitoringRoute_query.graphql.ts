/**
 * @generated SignedSource<<2246123754b3476cbe721a504429e891>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MonitoringRoute_query$data = {
  readonly systemStatus: {
    readonly components: ReadonlyArray<{
      readonly detail: string;
      readonly latencyMs: number | null | undefined;
      readonly name: string;
      readonly ok: boolean;
    }>;
    readonly internals: boolean;
    readonly uptimeSeconds: number | null | undefined;
  };
  readonly " $fragmentType": "MonitoringRoute_query";
};
export type MonitoringRoute_query$key = {
  readonly " $data"?: MonitoringRoute_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MonitoringRoute_query">;
};

import MonitoringRouteRefetchQuery_graphql from './MonitoringRouteRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": MonitoringRouteRefetchQuery_graphql
    }
  },
  "name": "MonitoringRoute_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "36ed5f5e3b0ee12749066c178195591f";

export default node;
