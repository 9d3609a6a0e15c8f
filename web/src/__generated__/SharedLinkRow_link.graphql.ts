/**
 * @generated SignedSource<<68ae233ba488198d1844abe1a6c630d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SharedLinkRow_link$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly messageCount: number;
  readonly title: string;
  readonly token: string;
  readonly url: string;
  readonly " $fragmentType": "SharedLinkRow_link";
};
export type SharedLinkRow_link$key = {
  readonly " $data"?: SharedLinkRow_link$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedLinkRow_link">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedLinkRow_link",
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
      "name": "token",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
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
      "name": "messageCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "SharedLink",
  "abstractKey": null
};

(node as any).hash = "cdb540a1ff06dceada16b91c7726f58a";

export default node;
