/**
 * @generated SignedSource<<5ec6a44ac2f25e93a69804fd0cd04624>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileBasics_profile$data = {
  readonly displayName: string | null | undefined;
  readonly id: string;
  readonly interests: ReadonlyArray<string>;
  readonly public: boolean;
  readonly username: string;
  readonly " $fragmentType": "ProfileBasics_profile";
};
export type ProfileBasics_profile$key = {
  readonly " $data"?: ProfileBasics_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileBasics_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileBasics_profile",
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
      "name": "displayName",
      "storageKey": null
    },
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
      "name": "public",
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
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "672cea1d66105ad18548f57dd5c8bd69";

export default node;
