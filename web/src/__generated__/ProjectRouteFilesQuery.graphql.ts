/**
 * @generated SignedSource<<7cdb550029bb3d0b5775e3e7448b7717>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentStatus = "failed" | "queued" | "reading" | "ready" | "%future added value";
export type ProjectRouteFilesQuery$variables = {
  id: string;
};
export type ProjectRouteFilesQuery$data = {
  readonly viewer: {
    readonly project: {
      readonly files: ReadonlyArray<{
        readonly status: DocumentStatus;
        readonly " $fragmentSpreads": FragmentRefs<"ProjectFiles_files">;
      }>;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type ProjectRouteFilesQuery = {
  response: ProjectRouteFilesQuery$data;
  variables: ProjectRouteFilesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectRouteFilesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LibraryDocument",
                "kind": "LinkedField",
                "name": "files",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ProjectFiles_files"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProjectRouteFilesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LibraryDocument",
                "kind": "LinkedField",
                "name": "files",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c6936f86d1ea63de44e4464dfbe3e3bf",
    "id": null,
    "metadata": {},
    "name": "ProjectRouteFilesQuery",
    "operationKind": "query",
    "text": "query ProjectRouteFilesQuery(\n  $id: ID!\n) {\n  viewer {\n    project(id: $id) {\n      id\n      files {\n        status\n        ...ProjectFiles_files\n        id\n      }\n    }\n    id\n  }\n}\n\nfragment ProjectFiles_files on LibraryDocument {\n  id\n  title\n  status\n}\n"
  }
};
})();

(node as any).hash = "deddd73e18f0fd03f5d00f9e421d5975";

export default node;
