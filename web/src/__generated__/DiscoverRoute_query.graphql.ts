/**
 * @generated SignedSource<<0651626cf92108e8925ec6c4d341ee41>>
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

(node as any).hash = "785dd203a9c2005e83a6156824be01a8";

export default node;
