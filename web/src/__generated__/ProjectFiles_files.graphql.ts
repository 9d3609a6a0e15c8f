/**
 * @generated SignedSource<<1fb96b64f68c31682c6257c6bcb35afe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentStatus = "failed" | "queued" | "reading" | "ready" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectFiles_files$data = ReadonlyArray<{
  readonly id: string;
  readonly status: DocumentStatus;
  readonly title: string;
  readonly " $fragmentType": "ProjectFiles_files";
}>;
export type ProjectFiles_files$key = ReadonlyArray<{
  readonly " $data"?: ProjectFiles_files$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectFiles_files">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ProjectFiles_files",
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
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "LibraryDocument",
  "abstractKey": null
};

(node as any).hash = "df16bc18c2fae400217e219aa4294102";

export default node;
