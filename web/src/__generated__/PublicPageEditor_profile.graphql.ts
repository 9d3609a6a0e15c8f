/**
 * @generated SignedSource<<da8053efbf0293dcb6426d9136bd83a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublicPageEditor_profile$data = {
  readonly achievements: ReadonlyArray<string>;
  readonly autoCuration: boolean;
  readonly avatarUrl: string | null | undefined;
  readonly bio: string | null | undefined;
  readonly displayName: string | null | undefined;
  readonly id: string;
  readonly interests: ReadonlyArray<string>;
  readonly location: string | null | undefined;
  readonly photos: ReadonlyArray<string>;
  readonly posts: unknown;
  readonly projects: unknown;
  readonly sectionVisibility: {
    readonly achievements: boolean;
    readonly photos: boolean;
    readonly posts: boolean;
    readonly projects: boolean;
    readonly skills: boolean;
  };
  readonly skills: ReadonlyArray<string>;
  readonly title: string | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "PublicPageEditor_profile";
};
export type PublicPageEditor_profile$key = {
  readonly " $data"?: PublicPageEditor_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublicPageEditor_profile">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "skills",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "achievements",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "photos",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "posts",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "projects",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublicPageEditor_profile",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interests",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoCuration",
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
        (v1/*:: as any*/),
        (v3/*:: as any*/),
        (v2/*:: as any*/),
        (v0/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};
})();

(node as any).hash = "de995aaa63953b118ba6b0802569d3c9";

export default node;
