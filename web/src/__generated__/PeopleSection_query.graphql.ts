/**
 * @generated SignedSource<<5ffd90db02f3e569d24c5519127ab451>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PersonStatus = "active" | "disabled" | "pending" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PeopleSection_query$data = {
  readonly pending: ReadonlyArray<{
    readonly createdAt: string;
    readonly displayName: string | null | undefined;
    readonly email: string;
    readonly id: string;
    readonly username: string;
  }>;
  readonly people: ReadonlyArray<{
    readonly createdAt: string;
    readonly displayName: string | null | undefined;
    readonly email: string;
    readonly id: string;
    readonly isAdmin: boolean;
    readonly status: PersonStatus;
    readonly username: string;
  }>;
  readonly " $fragmentType": "PeopleSection_query";
};
export type PeopleSection_query$key = {
  readonly " $data"?: PeopleSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PeopleSection_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "search"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PeopleSection_query",
  "selections": [
    {
      "alias": "pending",
      "args": [
        {
          "kind": "Literal",
          "name": "status",
          "value": "pending"
        }
      ],
      "concreteType": "AdminPerson",
      "kind": "LinkedField",
      "name": "adminPeople",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": "adminPeople(status:\"pending\")"
    },
    {
      "alias": "people",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        {
          "kind": "Variable",
          "name": "query",
          "variableName": "search"
        }
      ],
      "concreteType": "AdminPerson",
      "kind": "LinkedField",
      "name": "adminPeople",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
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
          "name": "status",
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "e92573ba2d3e7f88b7e5e07344957ade";

export default node;
