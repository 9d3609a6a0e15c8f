/**
 * @generated SignedSource<<eeb616f0de51f52930ceb10b6d0b15d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwinAccessCard_viewer$data = {
  readonly id: string;
  readonly twinAccess: {
    readonly " $fragmentSpreads": FragmentRefs<"TwinAccessCard_access">;
  };
  readonly " $fragmentType": "TwinAccessCard_viewer";
};
export type TwinAccessCard_viewer$key = {
  readonly " $data"?: TwinAccessCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwinAccessCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwinAccessCard_viewer",
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
      "concreteType": "TwinAccess",
      "kind": "LinkedField",
      "name": "twinAccess",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TwinAccessCard_access"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d68939282ac9b9b031c00f13e85639c2";

export default node;
