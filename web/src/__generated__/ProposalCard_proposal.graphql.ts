/**
 * @generated SignedSource<<51012170ce15e3c0fc66d79147145ba9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProposalCard_proposal$data = {
  readonly changes: unknown;
  readonly id: string;
  readonly " $fragmentType": "ProposalCard_proposal";
};
export type ProposalCard_proposal$key = {
  readonly " $data"?: ProposalCard_proposal$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProposalCard_proposal">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProposalCard_proposal",
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
      "name": "changes",
      "storageKey": null
    }
  ],
  "type": "ProfileProposal",
  "abstractKey": null
};

(node as any).hash = "4ccb9e8b34c83b1198d9f20cfe563ac2";

export default node;
