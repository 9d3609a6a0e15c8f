/**
 * @generated SignedSource<<c9a1204f2ecaf3ad840a8c698b01f681>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonalisationSection_viewer$data = {
  readonly chatModel: {
    readonly offline: boolean;
  };
  readonly hasConnectedModel: boolean;
  readonly isAdmin: boolean;
  readonly personalInstructions: {
    readonly about: string | null | undefined;
    readonly maxLength: number;
    readonly style: string | null | undefined;
  };
  readonly " $fragmentType": "PersonalisationSection_viewer";
};
export type PersonalisationSection_viewer$key = {
  readonly " $data"?: PersonalisationSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonalisationSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonalisationSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasConnectedModel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PersonalInstructions",
      "kind": "LinkedField",
      "name": "personalInstructions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "about",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "style",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxLength",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiModel",
      "kind": "LinkedField",
      "name": "chatModel",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "offline",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "36e0e01e68789cf23ca8896c48d6ca36";

export default node;
