/**
 * @generated SignedSource<<40bc5f7fded2b0149b38dfd42986085d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SessionRow_session$data = {
  readonly createdAt: string;
  readonly current: boolean;
  readonly id: string;
  readonly ip: string | null | undefined;
  readonly kind: string;
  readonly lastUsedAt: string;
  readonly name: string | null | undefined;
  readonly userAgent: string | null | undefined;
  readonly " $fragmentType": "SessionRow_session";
};
export type SessionRow_session$key = {
  readonly " $data"?: SessionRow_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionRow_session">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionRow_session",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userAgent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "current",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    }
  ],
  "type": "DeviceSession",
  "abstractKey": null
};

(node as any).hash = "343e28527c795d0ed70ce6ca3c9d2160";

export default node;
