/**
 * @generated SignedSource<<098e06530ca346bb8a16c91a351f0feb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoryItem_story$data = {
  readonly content: string;
  readonly createdAt: string;
  readonly id: string;
  readonly title: string | null | undefined;
  readonly updatedAt: string;
  readonly " $fragmentType": "StoryItem_story";
};
export type StoryItem_story$key = {
  readonly " $data"?: StoryItem_story$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoryItem_story">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StoryItem_story",
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
      "name": "title",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Story",
  "abstractKey": null
};

(node as any).hash = "264d0b33053123d74df43ce26f3ef5c6";

export default node;
