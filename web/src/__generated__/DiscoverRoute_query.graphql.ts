/**
 * @generated SignedSource<<43331f012e442f2bdc7923db0c0e1056>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DiscoverRoute_query$data = {
  readonly discoverProfiles: ReadonlyArray<{
    readonly avatarUrl: string | null | undefined;
    readonly bio: string | null | undefined;
    readonly displayName: string | null | undefined;
    readonly interests: ReadonlyArray<string>;
    readonly title: string | null | undefined;
    readonly username: string;
  }>;
  readonly " $fragmentType": "DiscoverRoute_query";
};
export type DiscoverRoute_query$key = {
  readonly " $data"?: DiscoverRoute_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscoverRoute_query">;
};

import DiscoverRouteRefetchQuery_graphql from './DiscoverRouteRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "query"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": DiscoverRouteRefetchQuery_graphql
    }
  },
  "name": "DiscoverRoute_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 48
        },
        {
          "kind": "Variable",
          "name": "query",
          "variableName": "query"
        }
      ],
      "concreteType": "PublicProfile",
      "kind": "LinkedField",
      "name": "discoverProfiles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
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
          "name": "avatarUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bio",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "interests",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "daf08b85207b9643c081744336435bc7";

export default node;
