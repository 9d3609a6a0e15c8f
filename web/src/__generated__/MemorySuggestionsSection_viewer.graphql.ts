/**
 * @generated SignedSource<<3349e94e5dafb80ff9c1cea364e85c82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemorySuggestionsSection_viewer$data = {
  readonly memorySuggestions: ReadonlyArray<{
    readonly content: string;
    readonly id: string;
    readonly sourceStepId: string | null | undefined;
    readonly sourceThreadId: string;
    readonly sourceThreadName: string | null | undefined;
  }>;
  readonly " $fragmentType": "MemorySuggestionsSection_viewer";
};
export type MemorySuggestionsSection_viewer$key = {
  readonly " $data"?: MemorySuggestionsSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemorySuggestionsSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemorySuggestionsSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MemorySuggestion",
      "kind": "LinkedField",
      "name": "memorySuggestions",
      "plural": true,
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
          "name": "content",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sourceThreadId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sourceThreadName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sourceStepId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c54e19e455ee11ec9cc59e5b6ce6f3c1";

export default node;
