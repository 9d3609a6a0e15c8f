/**
 * @generated SignedSource<<561822d13fb4a5c834465fe21f1f941e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppSidebar_threads$data = ReadonlyArray<{
  readonly agentType: string;
  readonly databaseId: string;
  readonly firstMessagePreview: string | null | undefined;
  readonly id: string;
  readonly lastMessagePreview: string | null | undefined;
  readonly name: string | null | undefined;
  readonly pinned: boolean;
  readonly updatedAt: string;
  readonly " $fragmentType": "AppSidebar_threads";
}>;
export type AppSidebar_threads$key = ReadonlyArray<{
  readonly " $data"?: AppSidebar_threads$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppSidebar_threads">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AppSidebar_threads",
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
      "name": "databaseId",
      "storageKey": null
    },
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
      "name": "agentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstMessagePreview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastMessagePreview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pinned",
      "storageKey": null
    }
  ],
  "type": "Thread",
  "abstractKey": null
};

(node as any).hash = "e04dd8beeaaef08de1b839abeb7f7f60";

export default node;
