/**
 * @generated SignedSource<<79e5dae84d53db8e8db35b83e55d3218>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SignupPolicy = "approval" | "closed" | "invite" | "open" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SignupPolicySection_query$data = {
  readonly adminSettings: {
    readonly signupPolicy: SignupPolicy;
  };
  readonly " $fragmentType": "SignupPolicySection_query";
};
export type SignupPolicySection_query$key = {
  readonly " $data"?: SignupPolicySection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignupPolicySection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignupPolicySection_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "InstanceSettings",
      "kind": "LinkedField",
      "name": "adminSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signupPolicy",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3d0fdd220d343adcd2b34b9c7dae2a07";

export default node;
