/**
 * @generated SignedSource<<5fdbdbd1bd3ae7e8d35bdf68b6fb3658>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileSuggestionField = "achievements" | "bio" | "interests" | "skills" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileSuggestionsSection_viewer$data = {
  readonly profileSuggestionsConnection: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly field: ProfileSuggestionField;
        readonly id: string;
        readonly source: string;
        readonly storyTitle: string | null | undefined;
        readonly value: string;
      };
    }>;
  };
  readonly " $fragmentType": "ProfileSuggestionsSection_viewer";
};
export type ProfileSuggestionsSection_viewer$key = {
  readonly " $data"?: ProfileSuggestionsSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSuggestionsSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "profileSuggestionsConnection"
        ]
      }
    ]
  },
  "name": "ProfileSuggestionsSection_viewer",
  "selections": [
    {
      "alias": "profileSuggestionsConnection",
      "args": null,
      "concreteType": "ProfileSuggestionConnection",
      "kind": "LinkedField",
      "name": "__ProfileSuggestionsSection_profileSuggestionsConnection_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileSuggestionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ProfileSuggestion",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "field",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "value",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "source",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "storyTitle",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "fd6722553c080a392315c2b35946e2ff";

export default node;
