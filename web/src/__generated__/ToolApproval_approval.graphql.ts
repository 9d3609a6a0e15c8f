/**
 * @generated SignedSource<<6b8721805153a623c5d8e5fc620a9194>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ToolApprovalStatus = "ALLOWED" | "DENIED" | "EXPIRED" | "PENDING" | "STOPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ToolApproval_approval$data = {
  readonly arguments: unknown;
  readonly id: string;
  readonly serverName: string;
  readonly status: ToolApprovalStatus;
  readonly summary: string;
  readonly toolName: string;
  readonly " $fragmentType": "ToolApproval_approval";
};
export type ToolApproval_approval$key = {
  readonly " $data"?: ToolApproval_approval$data;
  readonly " $fragmentSpreads": FragmentRefs<"ToolApproval_approval">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ToolApproval_approval",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toolName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serverName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "arguments",
      "storageKey": null
    }
  ],
  "type": "ToolApproval",
  "abstractKey": null
};

(node as any).hash = "dac4a20523f0e275808eb381bb66daf7";

export default node;
