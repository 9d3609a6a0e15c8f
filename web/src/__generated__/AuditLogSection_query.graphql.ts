/**
 * @generated SignedSource<<dc68b275c97e73b5538ffe39aaa4768b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuditLogSection_query$data = {
  readonly adminAuditLog: {
    readonly entries: ReadonlyArray<{
      readonly action: string;
      readonly actorEmail: string;
      readonly createdAt: string;
      readonly detail: string | null | undefined;
      readonly id: string;
      readonly ip: string | null | undefined;
      readonly targetLabel: string | null | undefined;
      readonly userAgent: string | null | undefined;
    }>;
  };
  readonly " $fragmentType": "AuditLogSection_query";
};
export type AuditLogSection_query$key = {
  readonly " $data"?: AuditLogSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditLogSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuditLogSection_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "AuditLogPage",
      "kind": "LinkedField",
      "name": "adminAuditLog",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AuditEntry",
          "kind": "LinkedField",
          "name": "entries",
          "plural": true,
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
              "name": "actorEmail",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "action",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "targetLabel",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "detail",
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
              "name": "userAgent",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "adminAuditLog(first:50)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "92605acf958db7b5839edae6e0a3517f";

export default node;
