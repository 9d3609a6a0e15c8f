/**
 * @generated SignedSource<<df1e1912dd1d552260b872ec937e6644>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwinSettings_profile$data = {
  readonly displayName: string | null | undefined;
  readonly embedOrigins: ReadonlyArray<string>;
  readonly hideFromSearch: boolean;
  readonly id: string;
  readonly public: boolean;
  readonly sectionVisibility: {
    readonly achievements: boolean;
    readonly photos: boolean;
    readonly posts: boolean;
    readonly projects: boolean;
    readonly skills: boolean;
  };
  readonly username: string;
  readonly " $fragmentType": "TwinSettings_profile";
};
export type TwinSettings_profile$key = {
  readonly " $data"?: TwinSettings_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwinSettings_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwinSettings_profile",
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
      "name": "public",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hideFromSearch",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "embedOrigins",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SectionVisibility",
      "kind": "LinkedField",
      "name": "sectionVisibility",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "achievements",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "posts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "photos",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "skills",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "projects",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "0a42a1b983831fdeba0ff75df20cc68b";

export default node;
