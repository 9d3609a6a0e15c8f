/**
 * @generated SignedSource<<8ea3f685bf788ba66a869a31b700894d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TwinAccessMode = "everyone" | "nobody" | "signed_in" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TwinSettings_viewer$data = {
  readonly twinAccess: {
    readonly mode: TwinAccessMode;
  };
  readonly " $fragmentType": "TwinSettings_viewer";
};
export type TwinSettings_viewer$key = {
  readonly " $data"?: TwinSettings_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwinSettings_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwinSettings_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TwinAccess",
      "kind": "LinkedField",
      "name": "twinAccess",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mode",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6f258a98404415f3f143b70e956b560e";

export default node;
